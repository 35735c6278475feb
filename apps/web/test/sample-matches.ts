import type { MatchUpdate } from '@placar/contract/live-update';
import type { MatchDetail, MatchSummary } from '@placar/contract/schedule-entities';

/** Typed sample data for tests and component previews. */
export function sampleMatch(overrides: Partial<MatchSummary> = {}): MatchSummary {
  return {
    id: 7,
    sport: 'football',
    competition: { id: 1, name: 'Brasileirão Série A', shortName: 'Série A', logo: null },
    seasonId: 3,
    round: '12',
    kickoff: '2026-03-14T19:00:00.000Z',
    localDate: '2026-03-14',
    localTime: '16:00',
    status: { code: 4, phase: 'live', text: '2nd half' },
    clock: { seconds: 3960, running: true, at: '2026-03-14T20:07:00.000Z' },
    home: {
      team: { id: 10, name: 'Flamengo', shortName: 'FLA', logo: null },
      score: 1,
      periods: [1, 0],
      penalties: null,
    },
    away: {
      team: { id: 11, name: 'Palmeiras', shortName: 'PAL', logo: null },
      score: 0,
      periods: [0, 0],
      penalties: null,
    },
    hot: true,
    seq: 5,
    ...overrides,
  };
}

export function sampleDetail(overrides: Partial<MatchDetail> = {}): MatchDetail {
  return {
    ...sampleMatch(),
    venue: 'Maracanã',
    season: '2026',
    country: { id: 1, code: 'BR', name: 'Brazil' },
    incidents: [],
    rooms: [],
    ...overrides,
  };
}

export function sampleUpdate(overrides: Partial<MatchUpdate> = {}): MatchUpdate {
  return {
    id: 7,
    sport: 'football',
    competitionId: 1,
    status: 4,
    home: { score: 2, periods: [1, 1], penalties: null },
    away: { score: 0, periods: [0, 0], penalties: null },
    clock: { seconds: 4200, running: true, at: '2026-03-14T20:11:00.000Z' },
    incidents: [],
    seq: 6,
    at: '2026-03-14T20:11:00.000Z',
    ...overrides,
  };
}
