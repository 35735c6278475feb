import type { Sport } from '@placar/contract/sports/served-sports';
import { Code } from '@placar/contract/codes';
import type { HostRoom } from '@placar/contract/live-entities';
import { NOTICE_MAX, ROOM_LANGUAGES, TITLE_LENGTH } from '@placar/contract/live-rules';
import { servedSports } from '@placar/contract/sports/served-sports';
import { ApiError } from '../../http/api-error.ts';
import { playbackUrls } from '../../media/playback-urls.ts';
import { applicationOf } from '../hosts/host-applications.service.ts';
import { localDayRange, localDate, nextDay } from '../schedule/day-range.ts';
import { matchPhaseOf, searchMatchGroups, searchMatches } from '../schedule/match-lookup.service.ts';
import type { MatchSearch } from '../schedule/match-lookup.service.ts';
import type { Viewer } from '../schedule/match-view.ts';
import { ownsUpload } from '../account/profile.service.ts';
import { requireHostRoom, syncRoomKey } from './going-live.service.ts';
import type { Live } from './live.ts';
import { roomLanguageLabel, sportLabel } from './live-texts.ts';
import { withPreviewToken, previewToken } from './preview-token.ts';
import { updateOpenRecord } from './record.repository.ts';
import { findRoomOfHost, updateRoom } from './room.repository.ts';
import type { RoomPatch, RoomRow } from './room.repository.ts';
import { hostRoomView } from './room-view.ts';
import { roomSummaries } from './rooms.service.ts';

/** The host's own room as the host pages edit it: playback links carry a preview token, so the host sees the stream before opening. */
export async function hostRoom(live: Live, row: RoomRow, viewer: Viewer): Promise<HostRoom> {
  const [summary] = await roomSummaries(live, [row], viewer);
  const token = previewToken(live.key, row.id, live.clock.now());
  const urls = playbackUrls(live.mediaConfig, row.id);
  const stream = live.media.status(row.id);
  const low =
    urls.low === null
      ? null
      : {
          height: urls.low.height,
          flv: withPreviewToken(urls.low.flv, token),
          hls: withPreviewToken(urls.low.hls, token),
        };
  return hostRoomView(
    row,
    {
      viewers: summary?.viewers ?? 0,
      stream: stream.state,
      match: summary?.match ?? null,
      sourceHeight: stream.sourceHeight,
    },
    {
      playback: { flv: withPreviewToken(urls.flv, token), hls: withPreviewToken(urls.hls, token), low },
      product: live.product,
      defaultGraceMs: live.mediaConfig.reconnectGraceMs,
    },
  );
}

/** /live/settingContent: any signed-in user; the application, the room and the incoming stream as far as they exist. */
export async function settingContent(live: Live, userId: number, viewer: Viewer) {
  const row = await findRoomOfHost(live.db, userId);
  const application = await applicationOf(live, userId, row?.id ?? null);
  if (row === undefined) return { application, room: null, stream: null };
  const status = live.media.status(row.id);
  return {
    application,
    room: await hostRoom(live, row, viewer),
    stream: {
      state: status.state,
      since: status.since === null ? null : new Date(status.since).toISOString(),
      health: status.health,
      history: status.history,
      refusals: status.refusals,
      limits: status.limits,
    },
  };
}

export function selectionItem(viewer: Viewer) {
  return {
    sports: servedSports().map((value) => ({ value, label: sportLabel(value, viewer.language) })),
    languages: ROOM_LANGUAGES.map((value) => ({ value, label: roomLanguageLabel(value, viewer.language) })),
    limits: { title: { min: TITLE_LENGTH.min, max: TITLE_LENGTH.max }, notice: { max: NOTICE_MAX } },
  };
}

interface SettingInput {
  title?: string | undefined;
  cover?: string | null | undefined;
  sport?: Sport | undefined;
  language?: (typeof ROOM_LANGUAGES)[number] | undefined;
  matchId?: number | null | undefined;
  notice?: string | undefined;
  reconnectGraceSeconds?: number | null | undefined;
}

/** /live/setting and /live/settingMsg: only the given fields change; viewers see the change at once. */
export async function changeRoom(live: Live, hostId: number, input: SettingInput, viewer: Viewer) {
  const row = await requireHostRoom(live, hostId);
  if (input.cover !== undefined && input.cover !== null && !(await ownsUpload(live.db, hostId, input.cover))) {
    throw new ApiError(Code.invalidInput, {
      en: 'cover: must be a cover image you uploaded',
      br: 'cover: deve ser uma imagem de capa que você enviou',
    });
  }
  if (input.matchId !== undefined && input.matchId !== null) {
    const phase = await matchPhaseOf(live.db, input.matchId);
    if (phase === null)
      throw new ApiError(Code.notFound, {
        en: `Match ${input.matchId} not found`,
        br: `Partida ${input.matchId} não encontrada`,
      });
    if (phase !== 'live' && phase !== 'upcoming') {
      throw new ApiError(Code.invalidInput, {
        en: 'matchId: must be a live or upcoming match',
        br: 'matchId: deve ser uma partida ao vivo ou futura',
      });
    }
  }
  const patch = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as RoomPatch;
  await updateRoom(live.db, row.id, patch, new Date(live.clock.now()));
  if (row.currentRecordId !== null) {
    await updateOpenRecord(live.db, row.currentRecordId, {
      ...(patch.title === undefined ? {} : { title: patch.title }),
      ...(patch.matchId === undefined ? {} : { matchId: patch.matchId }),
    });
  }
  // The grace is read by the stream tracker from the publish rule's map.
  if (patch.reconnectGraceSeconds !== undefined) await syncRoomKey(live, row.id);
  await live.roomEvents.publishNow(row.id);
  const updated = await findRoomOfHost(live.db, hostId);
  return { room: await hostRoom(live, updated ?? row, viewer) };
}

const PREVIEW_DAYS = 7;

type MatchSearchInput = { keyword?: string | undefined; sport?: Sport | undefined; page: number; limit: number };

/** Matches a host may bind the room to: live now, or kicking off within the next 7 days. */
function bindable(live: Live, viewer: Viewer, phase: 'live' | 'upcoming', input: MatchSearchInput): MatchSearch {
  const now = new Date(live.clock.now());
  const search: MatchSearch = {
    phase,
    keyword: input.keyword,
    sport: input.sport,
    page: input.page,
    limit: input.limit,
  };
  if (phase === 'upcoming') {
    search.from = now;
    search.to = localDayRange(nextDay(localDate(now, viewer.tz), PREVIEW_DAYS), viewer.tz).end;
  }
  return search;
}

export async function matchesToBind(
  live: Live,
  hostId: number,
  viewer: Viewer,
  phase: 'live' | 'upcoming',
  input: MatchSearchInput,
) {
  await requireHostRoom(live, hostId);
  return searchMatches(live.db, bindable(live, viewer, phase, input), viewer);
}

export async function matchGroupsToBind(
  live: Live,
  hostId: number,
  viewer: Viewer,
  phase: 'live' | 'upcoming',
  input: MatchSearchInput,
) {
  await requireHostRoom(live, hostId);
  return searchMatchGroups(live.db, bindable(live, viewer, phase, input), viewer);
}
