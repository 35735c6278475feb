import type { User } from '@placar/contract/account-entities';
import { updateSetting } from '@placar/contract/calls/user';
import type { CallBody } from '@placar/contract/call';
import { callApi } from '../../lib/api/contract-call.ts';
import { updateSessionUser } from '../../lib/session/session.ts';

type SettingChange = NonNullable<CallBody<typeof updateSetting>>;

/** POST /user/updateSetting and keep the stored user (and the userMsg cookie) in step. */
export async function saveSettings(change: SettingChange): Promise<User> {
  const { user } = await callApi(updateSetting, change);
  updateSessionUser(user);
  return user;
}
