import { Code } from '@placar/contract/codes';
import type { CHAT_COLORS } from '@placar/contract/chat-colors';
import type { User } from '@placar/contract/account-entities';
import { ApiError } from '../../http/api-error.ts';
import type { Database } from '../../db/client.ts';
import { accountMessages } from './account-messages.ts';
import { assertNicknameFree } from './nickname-look-alikes.ts';
import { isOwnUpload } from './profile.repository.ts';
import { findUserById, updateUser } from './user.repository.ts';
import { toUserView } from './user-view.ts';

interface Settings {
  nickname?: string | undefined;
  avatar?: string | null | undefined;
  language?: User['language'] | undefined;
  notifyMatchStart?: boolean | undefined;
  notifyHostLive?: boolean | undefined;
}

const UPLOADS_PREFIX = '/uploads/';

/** updateSetting: only the fields given change; an avatar must be an image this user uploaded. */
export async function updateSettings(db: Database, userId: number, settings: Settings) {
  const { avatar } = settings;
  if (
    avatar !== undefined &&
    avatar !== null &&
    !(await isOwnUpload(db, userId, avatar.slice(UPLOADS_PREFIX.length)))
  ) {
    throw new ApiError(Code.invalidInput, accountMessages.avatarNotUploaded);
  }
  const changes: Record<string, unknown> = Object.fromEntries(
    Object.entries(settings).filter(([, value]) => value !== undefined),
  );
  if (settings.nickname !== undefined) {
    const current = await findUserById(db, userId);
    if (current === undefined) throw new ApiError(Code.mustLogInAgain);
    changes.nicknameSkeleton = await assertNicknameFree(db, settings.nickname, {
      exceptUserId: userId,
      role: current.role,
      field: 'nickname',
    });
  }
  const user =
    Object.keys(changes).length === 0 ? await findUserById(db, userId) : await updateUser(db, userId, changes);
  if (user === undefined) throw new ApiError(Code.mustLogInAgain);
  return { user: toUserView(user) };
}

export async function changeChatColor(db: Database, userId: number, color: (typeof CHAT_COLORS)[number]) {
  return { user: toUserView(await updateUser(db, userId, { chatColor: color })) };
}

/** Whether an /uploads/... URL names an image this user uploaded (a room cover, an avatar). */
export async function ownsUpload(db: Database, userId: number, url: string): Promise<boolean> {
  return url.startsWith(UPLOADS_PREFIX) && isOwnUpload(db, userId, url.slice(UPLOADS_PREFIX.length));
}

/** How a user appears in chat, and what chat's rules read (role, account age); undefined for no such user. */
export async function chatProfileOf(db: Database, userId: number) {
  const user = await findUserById(db, userId);
  if (user === undefined) return undefined;
  return {
    id: user.id,
    nickname: user.nickname,
    avatar: user.avatar,
    color: user.chatColor,
    role: user.role,
    createdAt: user.createdAt,
  };
}
