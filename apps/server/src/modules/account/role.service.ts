import type { Database } from '../../db/client.ts';
import { findUserById, updateUser } from './user.repository.ts';

/** What the role change needs of the session service (modules/auth): its cache of roles dropped. Named here, so account never imports auth. */
interface SessionForgetter {
  forgetUser(userId: number): Promise<void>;
}

/**
 * Makes a user a host (anchor) or a viewer again. An admin keeps the admin role, which may do
 * everything a host does. Cached sessions are forgotten, so the next call sees the new role.
 */
export async function setHostRole(
  db: Database,
  sessions: SessionForgetter,
  userId: number,
  host: boolean,
): Promise<void> {
  const user = await findUserById(db, userId);
  if (user === undefined || user.role === 'admin') return;
  const role = host ? 'anchor' : 'viewer';
  if (user.role !== role) await updateUser(db, userId, { role });
  await sessions.forgetUser(userId);
}

/** What a message to a user needs: the language it is written in. */
export async function userLanguage(db: Database, userId: number): Promise<'en' | 'br'> {
  const user = await findUserById(db, userId);
  return user?.language === 'br' ? 'br' : 'en';
}
