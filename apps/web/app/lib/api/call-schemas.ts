import { confirmAnchor } from '@placar/contract/calls/hosts';
import { liveSetting, settingMsg } from '@placar/contract/calls/live';
import { changePassword, emailVerifyCode } from '@placar/contract/calls/user';

/**
 * The body schemas (zod) that forms check before they send: the one module whose imports of
 * `@placar/contract/calls/*` keep their schemas in the client build (vite-call-routes.ts), so
 * zod loads with the pages that have these forms and not before (decision 0077).
 */
export const emailVerifyCodeBody = emailVerifyCode.body;
export const changePasswordBody = changePassword.body;
export const confirmAnchorBody = confirmAnchor.body;
export const liveSettingBody = liveSetting.body;
export const settingMsgBody = settingMsg.body;
