import { describe, expect, it } from 'vitest';
import { matchPhase, statusCodes, statusText } from '../match-status.ts';
import { TIE_BREAK_CRITERIA } from '../tie-break.ts';
import { outcomeOf, pointsFor } from './match-outcome.ts';
import { SPORT_RULES, sportRules } from './sport-registry.ts';
import { firstServedSport, isSport, registerTestSport, servedSportOr, servedSports } from './served-sports.ts';
import type { Sport } from './served-sports.ts';
import type { SportRules } from './sport-rules.ts';

// A sport named in the list but given no rules, or given only some, does not compile.
// @ts-expect-error ice-hockey has no rules in SPORT_RULES
void (SPORT_RULES satisfies Record<Sport | 'ice-hockey', SportRules>);
// @ts-expect-error a module must give every rule
void ({ code: 'ice-hockey', name: { en: 'Ice hockey', br: 'Hóquei no gelo' } } satisfies SportRules);

describe('the sports registry', () => {
  it('serves football and basketball, each under its own code', () => {
    expect(servedSports()).toEqual(['football', 'basketball']);
    for (const sport of servedSports()) expect(sportRules(sport).code).toBe(sport);
    expect(isSport('football')).toBe(true);
    expect(isSport('chess')).toBe(false);
    expect(() => sportRules('chess' as Sport)).toThrow('not a served sport: chess');
  });

  it('holds the status codes of requirement status-codes, blank before kickoff', () => {
    expect(statusCodes('football')).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 105, 110]);
    expect(statusCodes('basketball')).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 105]);
    expect(statusText('football', 110, 'en')).toBe('AP');
    expect(statusText('basketball', 9, 'br')).toBe('Prorrogação');
    expect(matchPhase('football', 9)).toBe('postponed');
    expect(matchPhase('basketball', 9)).toBe('live');
    for (const sport of servedSports()) {
      for (const code of statusCodes(sport)) {
        const rule = sportRules(sport).statuses[code];
        const blank = code === 0 || code === 1;
        expect(rule?.text.en === '', `${sport} ${code}`).toBe(blank);
        expect(rule?.text.br === '', `${sport} ${code}`).toBe(blank);
        // A clock runs only while the match is played; a finished code has its result word.
        if (rule?.clock) expect(rule.phase).toBe('live');
        expect(sportRules(sport).results[code] !== undefined, `${sport} ${code}`).toBe(rule?.phase === 'finished');
      }
    }
  });

  it('ranks by known criteria when a competition names no regulation', () => {
    for (const sport of servedSports()) {
      for (const criterion of sportRules(sport).table.defaultTieBreak) expect(TIE_BREAK_CRITERIA).toContain(criterion);
    }
  });

  it('counts results as each sport does', () => {
    // Football: 3 a win, also after extra time; a shoot-out leaves a draw on the score.
    expect(pointsFor('football', outcomeOf('football', { status: 105, scored: 2, conceded: 1 }))).toBe(3);
    const shootout = outcomeOf('football', {
      status: 110,
      scored: 1,
      conceded: 1,
      shootoutScored: 5,
      shootoutConceded: 4,
    });
    expect(shootout).toEqual({ result: 'D', decidedIn: 'shootout' });
    expect(pointsFor('football', shootout)).toBe(1);
    // Basketball: no points, ranked by win percentage; overtime is a win like any other.
    expect(outcomeOf('basketball', { status: 105, scored: 110, conceded: 108 })).toEqual({
      result: 'W',
      decidedIn: 'overtime',
    });
    expect(pointsFor('basketball', { result: 'W', decidedIn: 'regulation' })).toBe(0);
  });

  it('reads stored codes of sports no longer served as the first sport', () => {
    expect(servedSportOr('basketball')).toBe('basketball');
    expect(servedSportOr('curling')).toBe('football');
    expect(firstServedSport(['basketball'])).toBe('basketball');
    expect(firstServedSport([])).toBe('football');
  });

  it('takes a test sport only before anything read the list', () => {
    servedSports();
    expect(() => registerTestSport({ ...sportRules('football'), code: 'futsal' })).toThrow(
      /before anything reads the sports/,
    );
    expect(isSport('futsal')).toBe(false);
  });
});
