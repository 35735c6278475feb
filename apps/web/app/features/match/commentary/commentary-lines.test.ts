// Issue 33 item 3: the commentary tells every incident kind as a commentator would, in both
// languages, newest first, with the periods' starts and ends and basketball's scoring runs.
import { describe, expect, it } from 'vitest';
import type { Language } from '@placar/contract/languages';
import type { MatchDetail } from '@placar/contract/schedule-entities';
import { BasketballStatus } from '@placar/contract/sports/basketball-statuses';
import { FootballStatus } from '@placar/contract/sports/football-statuses';
import { matchPhase } from '@placar/contract/match-status';
import { translate } from '../../../i18n/i18n.ts';
import { sampleDetail } from '../../../../test/sample-matches.ts';
import { commentaryLines, commentaryText } from './commentary-lines.ts';

type Incident = MatchDetail['incidents'][number];
let nextId = 1;
const incident = (fields: Partial<Incident> & Pick<Incident, 'kind'>): Incident => ({
  id: nextId++,
  minute: null,
  extraMinute: null,
  period: 1,
  side: null,
  player: null,
  assist: null,
  detail: null,
  homeScore: null,
  awayScore: null,
  ...fields,
});

function match(
  sport: MatchDetail['sport'],
  status: number,
  incidents: Incident[],
  score: [number, number] | null = null,
): MatchDetail {
  const base = sampleDetail();
  return {
    ...base,
    sport,
    status: { code: status, phase: matchPhase(sport, status), text: '' },
    home: { ...base.home, score: score?.[0] ?? null },
    away: { ...base.away, score: score?.[1] ?? null },
    incidents,
  };
}

/** The commentary as a fan reads it: "stamp words" per line, newest first. */
const read = (detail: MatchDetail, lang: Language) =>
  commentaryLines(detail).map((line) => {
    const { stamp, words } = commentaryText(line, detail, (key, values) => translate(lang, key, values));
    return `${stamp} ${words}`.trim();
  });

describe('football commentary', () => {
  const first = [
    incident({
      kind: 'goal',
      minute: 12,
      side: 'home',
      player: 'Pedro',
      assist: 'Arrascaeta',
      homeScore: 1,
      awayScore: 0,
    }),
    incident({ kind: 'yellow_card', minute: 30, side: 'away', player: 'Gustavo Gómez' }),
    incident({ kind: 'var', minute: 44, side: null, detail: null }),
    // A feed's assist on a penalty: the sections tell none, so it is told as a penalty.
    incident({
      kind: 'penalty_goal',
      minute: 45,
      extraMinute: 2,
      side: 'away',
      player: 'Raphael Veiga',
      assist: 'Estêvão',
      homeScore: 1,
      awayScore: 1,
    }),
    incident({ kind: 'period', minute: 45, detail: 'HT', homeScore: 1, awayScore: 1 }),
  ];
  const second = [
    incident({ kind: 'substitution', minute: 46, period: 2, side: 'home', player: 'Bruno Henrique', detail: 'Gerson' }),
    incident({ kind: 'own_goal', minute: 58, period: 2, side: 'home', player: 'Murilo', homeScore: 2, awayScore: 1 }),
    incident({ kind: 'missed_penalty', minute: 70, period: 2, side: 'away', player: 'Endrick' }),
    incident({ kind: 'second_yellow', minute: 77, period: 2, side: 'away', player: 'Gustavo Gómez' }),
    incident({ kind: 'red_card', minute: 85, period: 2, side: 'home', player: 'Léo Pereira' }),
    incident({ kind: 'var', minute: 88, period: 2, detail: 'goal disallowed for offside' }),
    incident({ kind: 'period', minute: 90, period: 2, detail: 'FT', homeScore: 2, awayScore: 1 }),
  ];
  const finished = match('football', FootballStatus.fullTime, [...first, ...second], [2, 1]);

  it('tells every kind, newest first, in English', () => {
    expect(read(finished, 'en')).toEqual([
      "90' Full-time: Flamengo 2-1 Palmeiras.",
      "88' VAR: goal disallowed for offside.",
      "85' Straight red! Léo Pereira (Flamengo) is sent off.",
      "77' Second yellow! Gustavo Gómez (Palmeiras) has to go.",
      "70' Penalty missed! Endrick (Palmeiras) fails to convert from the spot.",
      "58' Own goal! Murilo turns the ball into their own net. Flamengo 2-1 Palmeiras.",
      "46' Change for Flamengo: Bruno Henrique comes on for Gerson.",
      'The second half is under way.',
      "45' Half-time: Flamengo 1-1 Palmeiras.",
      "45+2' GOAL! Raphael Veiga (Palmeiras) steps up and converts from the spot. Flamengo 1-1 Palmeiras.",
      "44' VAR check: the referee is taking another look.",
      "30' Yellow card for Gustavo Gómez (Palmeiras).",
      "12' GOAL! Pedro (Flamengo) finds the net, set up by Arrascaeta. Flamengo 1-0 Palmeiras.",
      "Kick-off! We're under way.",
    ]);
  });

  it('tells every kind, newest first, in Portuguese as a Brazilian commentator says it', () => {
    expect(read(finished, 'br')).toEqual([
      "90' Fim de jogo: Flamengo 2 x 1 Palmeiras.",
      "88' Árbitro de vídeo: goal disallowed for offside.",
      "85' Vermelho direto! Léo Pereira (Flamengo) está expulso.",
      "77' Segundo amarelo para Gustavo Gómez (Palmeiras), que está expulso!",
      "70' Perdeu! Endrick (Palmeiras) desperdiça a cobrança de pênalti.",
      "58' Gol contra! Murilo desvia para o próprio gol. Flamengo 2 x 1 Palmeiras.",
      "46' Substituição (Flamengo): entra Bruno Henrique, sai Gerson.",
      'Bola rolando para o segundo tempo.',
      "45' Fim do primeiro tempo: Flamengo 1 x 1 Palmeiras.",
      "45+2' GOOOL! Raphael Veiga (Palmeiras) bate o pênalti e não desperdiça. Flamengo 1 x 1 Palmeiras.",
      "44' O árbitro de vídeo está revisando o lance.",
      "30' Cartão amarelo para Gustavo Gómez (Palmeiras).",
      "12' GOOOL! Pedro (Flamengo) balança a rede, com assistência de Arrascaeta! Flamengo 1 x 0 Palmeiras.",
      'Rola a bola! Começa a partida.',
    ]);
  });

  it("tells a vendor's VAR decision in the page's language (issue 33 item 8), and one it does not know as sent", () => {
    const detail = match('football', FootballStatus.secondHalf, [
      incident({ kind: 'var', minute: 52, period: 2, side: 'home', player: 'R. Højlund', detail: 'Goal cancelled' }),
      incident({
        kind: 'var',
        minute: 60,
        period: 2,
        side: 'home',
        player: 'R. Højlund',
        detail: 'Goal Disallowed - offside',
      }),
      incident({ kind: 'var', minute: 70, period: 2, side: 'away', detail: 'Something new' }),
    ]);
    expect(read(detail, 'en').slice(0, 3)).toEqual([
      "70' VAR: Something new.",
      "60' VAR: the goal is ruled out for offside.",
      "52' VAR: the goal is ruled out.",
    ]);
    expect(read(detail, 'br').slice(0, 3)).toEqual([
      "70' Árbitro de vídeo: Something new.",
      "60' Árbitro de vídeo: gol anulado por impedimento.",
      "52' Árbitro de vídeo: gol anulado.",
    ]);
  });

  it('says nothing before kick-off, the kick-off once play starts, and the second half only once it has begun', () => {
    expect(commentaryLines(match('football', FootballStatus.notStarted, []))).toEqual([]);
    expect(read(match('football', FootballStatus.firstHalf, []), 'en')).toEqual(["Kick-off! We're under way."]);
    expect(read(match('football', FootballStatus.halfTime, first), 'en')[0]).toBe(
      "45' Half-time: Flamengo 1-1 Palmeiras.",
    );
    expect(read(match('football', FootballStatus.secondHalf, first), 'br')[0]).toBe(
      'Bola rolando para o segundo tempo.',
    );
  });

  it('tells extra time and the shoot-out kick by kick, and ends on penalties', () => {
    const shootout = [
      incident({ kind: 'period', minute: 90, period: 2, detail: 'RT', homeScore: 1, awayScore: 1 }),
      incident({ kind: 'period', minute: 105, period: 3, detail: 'ET1', homeScore: 1, awayScore: 1 }),
      incident({ kind: 'period', minute: 120, period: 4, detail: 'ET2', homeScore: 1, awayScore: 1 }),
      incident({ kind: 'shootout_goal', period: 5, side: 'home', player: 'Arrascaeta', detail: '1-0' }),
      incident({ kind: 'shootout_miss', period: 5, side: 'away', player: 'Endrick', detail: '1-0' }),
      incident({ kind: 'period', period: 5, detail: 'PSO', homeScore: 1, awayScore: 1 }),
    ];
    expect(read(match('football', FootballStatus.afterPenalties, shootout, [1, 1]), 'en')).toEqual([
      "It's all over, settled on penalties: Flamengo 1-1 Palmeiras.",
      'Endrick (Palmeiras) misses! Penalties: 1-0.',
      'Arrascaeta (Flamengo) scores. Penalties: 1-0.',
      'Here comes the penalty shoot-out.',
      "120' End of extra time: Flamengo 1-1 Palmeiras. Penalties will decide it!",
      'The second half of extra time is under way.',
      "105' Half-time in extra time: Flamengo 1-1 Palmeiras.",
      'Extra time is under way.',
      "90' End of normal time: Flamengo 1-1 Palmeiras. We're going to extra time!",
      "Kick-off! We're under way.",
    ]);
    expect(
      read(
        match(
          'football',
          FootballStatus.afterExtraTime,
          [incident({ kind: 'period', minute: 120, period: 4, detail: 'AET', homeScore: 2, awayScore: 1 })],
          [2, 1],
        ),
        'br',
      )[0],
    ).toBe("120' Fim de jogo após a prorrogação: Flamengo 2 x 1 Palmeiras.");
  });

  it('ends a finished match whose feed never sent full time, and names the team when the feed names no player', () => {
    const lines = read(
      match(
        'football',
        FootballStatus.fullTime,
        [
          incident({ kind: 'goal', minute: 10, side: 'away', homeScore: 0, awayScore: 1 }),
          incident({ kind: 'substitution', minute: 60, side: 'home', player: 'Gabigol' }),
        ],
        [0, 1],
      ),
      'en',
    );
    expect(lines).toEqual([
      'Full-time: Flamengo 0-1 Palmeiras.',
      "60' Change for Flamengo: Gabigol comes on.",
      "10' GOAL! Palmeiras score. Flamengo 0-1 Palmeiras.",
      "Kick-off! We're under way.",
    ]);
  });
});

describe('basketball commentary', () => {
  const game = [
    incident({ kind: 'points', period: 1, side: 'away', detail: '8-0', homeScore: 12, awayScore: 20 }),
    incident({ kind: 'period', period: 1, detail: 'Q1', homeScore: 25, awayScore: 28 }),
    incident({ kind: 'period', period: 2, detail: 'Q2', homeScore: 50, awayScore: 49 }),
    incident({ kind: 'points', period: 3, side: 'home', detail: '11-0', homeScore: 70, awayScore: 60 }),
    incident({ kind: 'period', period: 3, detail: 'Q3', homeScore: 77, awayScore: 75 }),
    incident({ kind: 'period', period: 4, detail: 'Q4', homeScore: 101, awayScore: 101 }),
    incident({ kind: 'period', period: 5, detail: 'OT', homeScore: 110, awayScore: 110 }),
    incident({
      kind: 'points',
      period: 6,
      side: 'home',
      player: 'Yago',
      assist: 'Lucas Dias',
      homeScore: 113,
      awayScore: 110,
    }),
    incident({ kind: 'period', period: 6, detail: 'AET', homeScore: 121, awayScore: 118 }),
  ];
  const finished = match('basketball', BasketballStatus.afterExtraTime, game, [121, 118]);

  it('tells quarters, scoring runs and both overtimes, stamped by period, in English', () => {
    expect(read(finished, 'en')).toEqual([
      'OT2 Final after overtime: Flamengo 121-118 Palmeiras.',
      'OT2 Yago (Flamengo) scores, the assist from Lucas Dias. Flamengo 113-110 Palmeiras.',
      'OT2 Overtime 2 is under way: still nothing between them.',
      'OT Still level after overtime: Flamengo 110-110 Palmeiras. Five more minutes!',
      'OT Overtime! Five more minutes to settle it.',
      "Q4 End of regulation: Flamengo 101-101 Palmeiras. We're going to overtime!",
      'Q4 Quarter 4 is under way.',
      'Q3 End of the 3rd quarter: Flamengo 77-75 Palmeiras.',
      'Q3 11-0 run for Flamengo! Flamengo 70-60 Palmeiras.',
      'Q3 Quarter 3 is under way.',
      'Q2 Half-time: Flamengo 50-49 Palmeiras.',
      'Q2 Quarter 2 is under way.',
      'Q1 End of the 1st quarter: Flamengo 25-28 Palmeiras.',
      'Q1 8-0 run for Palmeiras! Flamengo 12-20 Palmeiras.',
      "Q1 Tip-off! We're under way.",
    ]);
  });

  it('tells the same in Portuguese', () => {
    expect(read(finished, 'br')).toEqual([
      'PR2 Fim de jogo após a prorrogação: Flamengo 121 x 118 Palmeiras.',
      'PR2 Yago (Flamengo) pontua, com assistência de Lucas Dias. Flamengo 113 x 110 Palmeiras.',
      'PR2 Começa a 2ª prorrogação: segue tudo igual.',
      'PR Segue empatado depois da prorrogação: Flamengo 110 x 110 Palmeiras. Mais cinco minutos!',
      'PR Prorrogação! Mais cinco minutos para decidir.',
      '4ºQ Fim do tempo normal: Flamengo 101 x 101 Palmeiras. Vai ter prorrogação!',
      '4ºQ Começa o 4º quarto.',
      '3ºQ Fim do 3º quarto: Flamengo 77 x 75 Palmeiras.',
      '3ºQ Flamengo engata uma parcial de 11 a 0! Flamengo 70 x 60 Palmeiras.',
      '3ºQ Começa o 3º quarto.',
      '2ºQ Intervalo: Flamengo 50 x 49 Palmeiras.',
      '2ºQ Começa o 2º quarto.',
      '1ºQ Fim do 1º quarto: Flamengo 25 x 28 Palmeiras.',
      '1ºQ Palmeiras engata uma parcial de 8 a 0! Flamengo 12 x 20 Palmeiras.',
      '1ºQ Bola ao alto! Começa o jogo.',
    ]);
  });

  it('ends on "Final" in regulation', () => {
    expect(
      read(
        match(
          'basketball',
          BasketballStatus.fullTime,
          [incident({ kind: 'period', period: 4, detail: 'FT', homeScore: 98, awayScore: 90 })],
          [98, 90],
        ),
        'en',
      )[0],
    ).toBe('Q4 Final: Flamengo 98-90 Palmeiras.');
  });
});
