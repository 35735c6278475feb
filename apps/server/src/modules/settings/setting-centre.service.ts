import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { RotatorBanner, SettingCentre } from '@placar/contract/admin-entities';
import type { pointSeletionItem, updateSettingCenterItem } from '@placar/contract/calls/admin';
import { Code } from '@placar/contract/codes';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../http/api-error.ts';
import { recordChange } from '../audit/audit.service.ts';
import type { SettingName, SettingValue } from './setting-keys.ts';
import type { SettingsService } from './settings.service.ts';

/** What the setting centre checks pointed items against (the schedule and live services). */
export interface KnownTargets {
  missingMatches(ids: readonly number[]): Promise<number[]>;
  missingCompetitions(ids: readonly number[]): Promise<number[]>;
  missingRooms(ids: readonly number[]): Promise<number[]>;
}

export interface SettingCentreDeps {
  db: Database;
  clock: Clock;
  settings: SettingsService;
  known: KnownTargets;
}

type UpdateInput = z.output<(typeof updateSettingCenterItem)['body']>;
type PointInput = z.output<(typeof pointSeletionItem)['body']>;

export async function settingCentre(deps: Pick<SettingCentreDeps, 'settings'>): Promise<{ settings: SettingCentre }> {
  const { values, updatedAt } = await deps.settings.snapshot();
  return {
    settings: {
      homePageRotator: values.homePageRotator,
      recommendList: { matchIds: values.recommendList },
      recommendationArea: { competitionIds: values.recommendationArea },
      recommendedRooms: { roomIds: values.recommendedRooms },
      hotGroups: { competitionIds: values.hotGroups },
      blockedCountries: values.blockedCountries,
      analyticsId: await deps.settings.analyticsId(),
      chatBlockedTerms: values.chatBlockedTerms,
      announcement: values.announcement,
      updatedAt: updatedAt?.toISOString() ?? null,
    },
  };
}

/** Stores one setting and writes the change to the audit log (who, the call, before, after). */
async function change<N extends SettingName>(
  deps: SettingCentreDeps,
  actorId: number,
  action: string,
  name: N,
  value: SettingValue<N>,
) {
  const before = await deps.settings.get(name);
  await deps.settings.set(name, value);
  await recordChange(deps.db, {
    actorId,
    action,
    target: `setting:${name}`,
    before,
    after: value,
    at: new Date(deps.clock.now()),
  });
}

function notFound(what: { en: string; br: string }, ids: readonly number[]): ApiError {
  return new ApiError(Code.notFound, {
    en: `${what.en} not found: ${ids.join(', ')}`,
    br: `${what.br} não encontrado: ${ids.join(', ')}`,
  });
}

/** /admin/updateSettingCenterItem. An admin may not block the country they call from: they would lose the console. */
export async function updateItem(
  deps: SettingCentreDeps,
  actorId: number,
  input: UpdateInput,
  callerCountry: string | null,
) {
  if (input.key === 'blockedCountries') {
    if (callerCountry !== null && (input.value as readonly string[]).includes(callerCountry)) {
      throw new ApiError(Code.invalidInput, {
        en: `value: ${callerCountry} is the country you are calling from; blocking it would lock you out`,
        br: `value: ${callerCountry} é o país de onde você está acessando; bloqueá-lo tiraria o seu acesso`,
      });
    }
    await change(deps, actorId, 'updateSettingCenterItem', 'blockedCountries', [...input.value].sort());
  } else if (input.key === 'analyticsId') {
    await change(deps, actorId, 'updateSettingCenterItem', 'analyticsId', input.value);
  } else if (input.key === 'chatBlockedTerms') {
    await change(deps, actorId, 'updateSettingCenterItem', 'chatBlockedTerms', input.value);
  } else {
    await change(deps, actorId, 'updateSettingCenterItem', 'announcement', input.value);
  }
  return settingCentre(deps);
}

/** A stored banner: every field present, an id kept across edits (made when new). */
function storedBanner(banner: Extract<PointInput, { area: 'homePageRotator' }>['banners'][number]): RotatorBanner {
  return {
    id: banner.id ?? `banner-${randomBytes(4).toString('hex')}`,
    title: banner.title,
    subtitle: banner.subtitle,
    link: banner.link,
    image: banner.image,
    matchId: banner.matchId,
    startsAt: banner.startsAt === null ? null : new Date(banner.startsAt).toISOString(),
    endsAt: banner.endsAt === null ? null : new Date(banner.endsAt).toISOString(),
  };
}

/** /admin/pointSeletionItem: the items of one recommendation area, checked to exist. */
export async function pointItems(deps: SettingCentreDeps, actorId: number, input: PointInput) {
  const action = 'pointSeletionItem';
  switch (input.area) {
    case 'homePageRotator': {
      const matchIds = input.banners.flatMap((banner) => (banner.matchId === null ? [] : [banner.matchId]));
      const missing = await deps.known.missingMatches(matchIds);
      if (missing.length > 0) throw notFound({ en: 'Match', br: 'Partida' }, missing);
      const seen = new Set<string>();
      const banners = input.banners.map(storedBanner).map((banner) => {
        let id = banner.id;
        while (seen.has(id)) id = `${banner.id}-${seen.size}`;
        seen.add(id);
        return { ...banner, id };
      });
      await change(deps, actorId, action, 'homePageRotator', banners);
      break;
    }
    case 'recommendList': {
      const missing = await deps.known.missingMatches(input.matchIds);
      if (missing.length > 0) throw notFound({ en: 'Match', br: 'Partida' }, missing);
      await change(deps, actorId, action, 'recommendList', input.matchIds);
      break;
    }
    case 'recommendationArea':
    case 'hotGroups': {
      const missing = await deps.known.missingCompetitions(input.competitionIds);
      if (missing.length > 0) throw notFound({ en: 'Competition', br: 'Competição' }, missing);
      await change(deps, actorId, action, input.area, input.competitionIds);
      break;
    }
    case 'recommendedRooms': {
      const missing = await deps.known.missingRooms(input.roomIds);
      if (missing.length > 0) throw notFound({ en: 'Room', br: 'Sala' }, missing);
      await change(deps, actorId, action, 'recommendedRooms', input.roomIds);
      break;
    }
  }
  return settingCentre(deps);
}
