import type { StreamRecord } from '@placar/contract/live-entities';
import { followerSeries } from '../follows/follows.service.ts';
import { localDayRange } from '../schedule/day-range.ts';
import { matchSummaries } from '../schedule/match-lookup.service.ts';
import type { Viewer } from '../schedule/match-view.ts';
import type { Live } from './live.ts';
import { listRecords, recordTotals } from './record.repository.ts';
import type { RecordRow } from './record.repository.ts';
import { averageViewers } from './viewer-stats.ts';

type EndReason = NonNullable<StreamRecord['endReason']>;
const END_REASONS: readonly string[] = ['host', 'stream_lost', 'suspended'];

/** Records as answers, with their bound match as it stands now (its final score once it ended). A live in progress counts up to now. */
export async function recordViews(live: Live, rows: readonly RecordRow[], viewer: Viewer): Promise<StreamRecord[]> {
  const now = live.clock.now();
  const matches = await matchSummaries(
    live.db,
    rows.flatMap((row) => (row.matchId === null ? [] : [row.matchId])),
    viewer,
  );
  // A live in progress averages up to now, from the room's watch time (the stored figure is written at its end).
  const averages = await Promise.all(
    rows.map(async (row) =>
      row.endedAt === null
        ? averageViewers(
            await live.presence.watchTime(row.roomId, now),
            row.startedAt.getTime(),
            now,
            await live.presence.count(row.roomId, now),
          )
        : row.averageViewers,
    ),
  );
  return rows.map((row, index) => {
    const end = row.endedAt?.getTime() ?? now;
    return {
      id: row.id,
      roomId: row.roomId,
      title: row.title,
      startedAt: row.startedAt.toISOString(),
      endedAt: row.endedAt?.toISOString() ?? null,
      durationSeconds: Math.max(0, Math.round((end - row.startedAt.getTime()) / 1000)),
      peakViewers: Math.max(row.peakViewers, row.endedAt === null ? live.viewers.peakOf(row.roomId, row.id) : 0),
      averageViewers: averages[index] ?? row.averageViewers,
      endReason: row.endReason !== null && END_REASONS.includes(row.endReason) ? (row.endReason as EndReason) : null,
      match: row.matchId === null ? null : (matches.get(row.matchId) ?? null),
    };
  });
}

export async function myRecords(live: Live, hostId: number, viewer: Viewer, input: { page: number; limit: number }) {
  const [{ rows, total }, totals] = await Promise.all([
    listRecords(live.db, hostId, { offset: (input.page - 1) * input.limit, limit: input.limit }),
    recordTotals(live.db, hostId, new Date(live.clock.now())),
  ]);
  return { list: await recordViews(live, rows, viewer), total, page: input.page, limit: input.limit, totals };
}

export async function searchRecords(
  live: Live,
  hostId: number,
  viewer: Viewer,
  input: {
    keyword?: string | undefined;
    from?: string | undefined;
    to?: string | undefined;
    page: number;
    limit: number;
  },
) {
  const { rows, total } = await listRecords(live.db, hostId, {
    keyword: input.keyword,
    from: input.from === undefined ? undefined : localDayRange(input.from, viewer.tz).start,
    to: input.to === undefined ? undefined : localDayRange(input.to, viewer.tz).end,
    offset: (input.page - 1) * input.limit,
    limit: input.limit,
  });
  return { list: await recordViews(live, rows, viewer), total, page: input.page, limit: input.limit };
}

export async function subscriptionRecord(live: Live, hostId: number, viewer: Viewer, days: number) {
  return followerSeries({ db: live.db, clock: live.clock, isHost: async () => true }, hostId, days, viewer.tz);
}
