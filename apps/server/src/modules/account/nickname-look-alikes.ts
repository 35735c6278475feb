import { and, eq, isNull, ne } from 'drizzle-orm';
import { Code } from '@placar/contract/codes';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { compactForm } from '../../text/confusable-skeleton.ts';
import { compileLookAlikeTerms } from '../../text/look-alike-terms.ts';

/** A nickname's look-alike form (UTS #39 skeleton with separators, marks and leet undone): stored, and compared between users. */
export const nicknameSkeleton = (nickname: string): string => compactForm(nickname);

/** Words only staff may wear in a nickname, as whole words however written ("Аdm1n", "m o d"). */
const STAFF_WORDS = compileLookAlikeTerms([
  'admin',
  'administrator',
  'administrador',
  'moderator',
  'moderador',
  'mod',
  'staff',
  'suporte',
  'support',
  'placar',
]);
const STAFF_ROLES = new Set(['admin']);

const looksLike = (field: string) => ({
  en: `${field}: looks like another user's name; choose another`,
  br: `${field}: parece o nome de outro usuário; escolha outro`,
});
const staffWord = (field: string) => ({
  en: `${field}: only staff may call themselves that`,
  br: `${field}: só a equipe pode se chamar assim`,
});

/**
 * Nobody may look like someone else in chat (issue 36): a nickname whose look-alike form equals
 * another user's is refused (so an admin's or moderator's exact name, or its Cyrillic twin, is
 * taken), and only admins may wear a staff word. `field` names the input in the answer.
 */
export async function assertNicknameFree(
  db: Database,
  nickname: string,
  options: { exceptUserId?: number; role?: string; field: string },
): Promise<string> {
  const skeleton = nicknameSkeleton(nickname);
  if (!STAFF_ROLES.has(options.role ?? '') && STAFF_WORDS(nickname) !== null)
    throw new ApiError(Code.invalidInput, staffWord(options.field));
  const others =
    options.exceptUserId === undefined
      ? eq(users.nicknameSkeleton, skeleton)
      : and(eq(users.nicknameSkeleton, skeleton), ne(users.id, options.exceptUserId));
  const [clash] = await db.select({ id: users.id }).from(users).where(others).limit(1);
  if (clash !== undefined) throw new ApiError(Code.invalidInput, looksLike(options.field));
  return skeleton;
}

/** Fills the look-alike form of users made before it existed, a batch at a time (at start). */
export async function backfillNicknameSkeletons(db: Database, batch = 500): Promise<number> {
  let filled = 0;
  for (;;) {
    const rows = await db
      .select({ id: users.id, nickname: users.nickname })
      .from(users)
      .where(isNull(users.nicknameSkeleton))
      .limit(batch);
    for (const row of rows)
      await db
        .update(users)
        .set({ nicknameSkeleton: nicknameSkeleton(row.nickname) })
        .where(eq(users.id, row.id));
    filled += rows.length;
    if (rows.length < batch) return filled;
  }
}
