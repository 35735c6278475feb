import { describe, expect, it } from 'vitest';
import { ALL_PLANS } from '../simulator/season/competition-plans.ts';
import type { LeaguePlan } from '../simulator/season/competition-plans.ts';
import { LEAGUE_FORMATS, zonesOf } from './league-formats.ts';

describe('table zones as data', () => {
  it('every demo competition has zones inside its table, in order and never overlapping', () => {
    for (const plan of ALL_PLANS) {
      const format = LEAGUE_FORMATS[plan.code];
      expect(format, plan.code).toBeDefined();
      const size =
        format?.conferences === undefined
          ? plan.teams.length
          : Math.min(
              ...format.conferences.map(
                (conference) => conference.divisions.flatMap((division) => division.teams).length,
              ),
            );
      const zones = zonesOf(plan.code, plan.format === 'league' ? (plan as LeaguePlan).calendar(2025).name : '2025/26');
      expect(zones.length, plan.code).toBeGreaterThan(0);
      let last = 0;
      for (const zone of zones) {
        expect(zone.from, `${plan.code} ${zone.kind}`).toBeGreaterThan(last);
        expect(zone.to).toBeGreaterThanOrEqual(zone.from);
        last = zone.to;
      }
      expect(last, plan.code).toBeLessThanOrEqual(size);
    }
  });

  it('reads each regulation where fans know it: Premier League, Brasileirão, Champions League, NBA', () => {
    expect(zonesOf('eng.1', '2025/26')).toEqual([
      { kind: 'champions_league', from: 1, to: 4 },
      { kind: 'europa_league', from: 5, to: 5 },
      { kind: 'conference_league', from: 6, to: 6 },
      { kind: 'relegation', from: 18, to: 20 },
    ]);
    expect(zonesOf('bra.1', '2025').map((zone) => [zone.kind, zone.from, zone.to])).toEqual([
      ['libertadores', 1, 4],
      ['libertadores_qualifying', 5, 6],
      ['sudamericana', 7, 12],
      ['relegation', 17, 20],
    ]);
    expect(zonesOf('uefa.cl', '2025/26').map((zone) => [zone.kind, zone.from, zone.to])).toEqual([
      ['round_of_16', 1, 8],
      ['knockout_playoffs', 9, 24],
      ['eliminated', 25, 36],
    ]);
    expect(zonesOf('nba', '2025/26').map((zone) => [zone.kind, zone.from, zone.to])).toEqual([
      ['playoffs', 1, 6],
      ['play_in', 7, 10],
    ]);
  });

  it('a season before the first regulation on file, or a competition without one, has no zones', () => {
    expect(zonesOf('uefa.cl', '2023/24')).toEqual([]);
    expect(zonesOf('club.friendly', '2025/26')).toEqual([]);
  });

  it('the NBA conferences name each of its 30 demo teams once, five to a division', () => {
    const nba = ALL_PLANS.find((plan) => plan.code === 'nba');
    const named = (LEAGUE_FORMATS.nba?.conferences ?? []).flatMap((conference) =>
      conference.divisions.flatMap((division) => division.teams),
    );
    expect([...named].sort()).toEqual((nba?.teams ?? []).map((team) => team.nameEn).sort());
    for (const conference of LEAGUE_FORMATS.nba?.conferences ?? [])
      for (const division of conference.divisions) expect(division.teams).toHaveLength(5);
  });
});

describe('competitions with a knockout phase', () => {
  it('the web draws a bracket for every demo competition planned as a cup, and only those', async () => {
    const { COMPETITIONS_WITH_KNOCKOUT } = await import('@placar/contract/knockout-rounds');
    expect([...COMPETITIONS_WITH_KNOCKOUT].sort()).toEqual(
      ALL_PLANS.filter((plan) => plan.format === 'cup')
        .map((plan) => plan.code)
        .sort(),
    );
  });
});
