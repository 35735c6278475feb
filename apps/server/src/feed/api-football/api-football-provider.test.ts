import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MatchUpdateInput } from '@placar/contract/live-update';
import { FootballStatus } from '@placar/contract/sports/football-statuses';
import type { FeedSink, Fixture } from '../provider.ts';
import { ApiFootballProvider } from './api-football-provider.ts';
import { mapApiFootballStatus } from './api-football-status.ts';

const recorded = (name: string) => JSON.parse(readFileSync(new URL(`recorded/${name}`, import.meta.url), 'utf8'));
const NOW = Date.parse('2025-05-04T14:10:00Z');

describe('API-Football v3 adapter', () => {
  let server: Server;
  let url: string;
  let answer = recorded('fixtures-date.json');
  const requests: string[] = [];
  beforeAll(async () => {
    server = createServer((request, response) => {
      requests.push(request.url ?? '');
      const body = request.headers['x-apisports-key'] === 'test-key' ? answer : recorded('fixtures-missing-key.json');
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  const sink = (owners = new Map<string, string>()) => {
    const saved: Fixture[] = [];
    const sent: MatchUpdateInput[][] = [];
    const value: FeedSink = {
      seasonOwners: async () => owners,
      saveFixtures: async (fixtures) => {
        saved.push(...fixtures);
        return new Map();
      },
      ingest: async (updates) => {
        sent.push(updates);
      },
      progress: async () => new Map(),
    };
    return { saved, sent, value };
  };

  it('maps every vendor status to ours', () => {
    expect(
      [
        'TBD',
        'NS',
        '1H',
        'HT',
        '2H',
        'ET',
        'BT',
        'P',
        'SUSP',
        'INT',
        'FT',
        'AET',
        'PEN',
        'PST',
        'CANC',
        'ABD',
        'AWD',
        'WO',
      ].map((short) => mapApiFootballStatus(short, null)),
    ).toEqual([13, 0, 2, 3, 4, 5, 6, 7, 10, 10, 8, 105, 110, 9, 12, 11, 8, 8]);
    expect(mapApiFootballStatus('LIVE', 30)).toBe(FootballStatus.firstHalf);
    expect(mapApiFootballStatus('LIVE', 70)).toBe(FootballStatus.secondHalf);
  });

  it('reads fixtures of yesterday, today and tomorrow, keeping only our leagues', async () => {
    const provider = new ApiFootballProvider({ key: 'test-key', url, now: () => NOW });
    requests.length = 0;
    const fixtures = await provider.fixtures();
    expect(requests.sort()).toEqual([
      '/fixtures?date=2025-05-03',
      '/fixtures?date=2025-05-04',
      '/fixtures?date=2025-05-05',
    ]);
    const united = fixtures.find((fixture) => fixture.externalRef === 'apif:1208347');
    expect(united).toMatchObject({
      competitionCode: 'eng.1',
      season: { name: '2024/25' },
      round: 'Regular Season - 35',
      roundOrder: 35,
      home: { code: 'manchester-united', nameEn: 'Manchester United' },
      venue: 'Old Trafford',
    });
    expect(fixtures.find((fixture) => fixture.externalRef === 'apif:1321578')).toMatchObject({
      competitionCode: 'bra.1',
      season: { name: '2025' },
    });
    expect(fixtures.some((fixture) => fixture.externalRef === 'apif:1234567')).toBe(false);
  });

  it('sends each match as an update, then only what changed', async () => {
    const provider = new ApiFootballProvider({ key: 'test-key', url, now: () => NOW });
    const target = sink();
    const first = await provider.poll(target.value);
    expect(target.saved).toHaveLength(3);
    expect(first.find((update) => update.externalRef === 'apif:1208347')).toEqual({
      externalRef: 'apif:1208347',
      status: FootballStatus.secondHalf,
      home: { score: 1, periods: [0, 1], penalties: null },
      away: { score: 2, periods: [2, 0], penalties: null },
      clock: { seconds: 67 * 60, running: true },
    });
    expect(first.find((update) => update.externalRef === 'apif:1351130')).toMatchObject({
      status: FootballStatus.afterPenalties,
      home: { score: 2, periods: [1, 1, 0], penalties: 4 },
      away: { score: 2, periods: [0, 2, 0], penalties: 3 },
    });
    expect(first.find((update) => update.externalRef === 'apif:1321578')).toEqual({
      externalRef: 'apif:1321578',
      status: FootballStatus.notStarted,
    });

    answer = structuredClone(answer);
    answer.response[0].fixture.status.elapsed = 70;
    expect(await provider.poll(target.value)).toEqual([]);
    answer.response[0].goals.home = 2;
    const third = await provider.poll(target.value);
    expect(third).toHaveLength(1);
    expect(third[0]).toMatchObject({ externalRef: 'apif:1208347', home: { score: 2, periods: [0, 2] } });
  });

  // Issue 35: a season an import owns is real already; the vendor's copy of its matches would
  // count each twice. A simulated season is the vendor's to take over.
  it("leaves out the matches of a season an import owns, and takes the simulator's", async () => {
    const provider = new ApiFootballProvider({ key: 'test-key', url, now: () => NOW });
    const target = sink(
      new Map([
        ['bra.1|2025', 'openfootball'],
        ['eng.1|2024/25', 'simulator'],
        ['uefa.cl|2024/25', 'api-football'],
      ]),
    );
    const fixtures = await provider.fixtures(target.value);
    // The recorded day answers for each of the three days asked.
    expect([...new Set(fixtures.map((fixture) => fixture.externalRef))].sort()).toEqual([
      'apif:1208347',
      'apif:1351130',
    ]);
    const sent = await provider.poll(target.value);
    expect(sent.map((update) => update.externalRef).sort()).toEqual(['apif:1208347', 'apif:1351130']);
    expect(target.saved.map((fixture) => fixture.externalRef).sort()).toEqual(['apif:1208347', 'apif:1351130']);
  });

  it('names teams as the importer and the simulator do, so one club is one team', async () => {
    const provider = new ApiFootballProvider({ key: 'test-key', url, now: () => NOW });
    const fixtures = await provider.fixtures();
    expect(fixtures.find((fixture) => fixture.externalRef === 'apif:1351130')?.away).toMatchObject({
      code: 'bayern-munich',
      nameEn: 'Bayern München',
    });
  });

  it('reports a refused key instead of reading an empty day', async () => {
    const provider = new ApiFootballProvider({ key: 'wrong', url, now: () => NOW });
    await expect(provider.fixtures()).rejects.toThrow(/Missing application key/);
  });
});
