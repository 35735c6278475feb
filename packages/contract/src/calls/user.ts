import { z } from 'zod';
import { defineCall } from '../call.ts';
import { sessionSchema, tokensSchema, userSchema } from '../account-entities.ts';
import { CHAT_COLORS, accountSchema, emailSchema, otpCodeSchema, passwordSchema, usernameSchema, withRepeat } from '../account-rules.ts';

export const pageQuery = z.object({
  page: z.coerce.number({ error: 'must be a number' }).int().min(1).max(10_000).default(1),
  limit: z.coerce.number({ error: 'must be a number' }).int().min(1).max(100).default(20),
});

export const OTP_PURPOSES = ['register', 'reset', 'changeMail'] as const;

export const emailVerifyCode = defineCall({
  method: 'POST',
  path: '/user/emailVerifyCode',
  role: 'any',
  tag: 'user',
  summary: 'Send a 6-digit one-time code to an e-mail, for one purpose. The answer never tells whether the e-mail has an account',
  body: z.object({ email: emailSchema, purpose: z.enum(OTP_PURPOSES, { error: 'must be register, reset or changeMail' }) }),
  data: z.object({ sent: z.boolean(), resendAfter: z.number().int().describe('Seconds before another code may be asked') }),
});

export const register = defineCall({
  method: 'POST',
  path: '/user/register',
  role: 'any',
  tag: 'user',
  summary: 'Create an account from an e-mail confirmed by its code, a username and a password',
  body: z.object({ email: emailSchema, code: otpCodeSchema, username: usernameSchema, password: passwordSchema, language: z.enum(['en', 'br']).optional() }),
  data: sessionSchema,
});

export const login = defineCall({
  method: 'POST',
  path: '/user/login',
  role: 'any',
  tag: 'user',
  summary: 'Log in by e-mail or username, with the password',
  body: z.object({ account: accountSchema, password: z.string({ error: 'must be your password' }).min(1, { error: 'must be your password' }).max(100) }),
  data: sessionSchema,
});

export const loginThirdParty = defineCall({
  method: 'POST',
  path: '/user/loginThirdParty',
  role: 'any',
  tag: 'user',
  summary: 'Google sign-in: the ID token from the popup, verified against the issuer keys; the account is created or linked by verified e-mail',
  body: z.object({ provider: z.enum(['google'], { error: 'must be google' }), idToken: z.string().min(20).max(8192) }),
  data: sessionSchema.extend({ created: z.boolean() }),
});

export const passwordReset = defineCall({
  method: 'POST',
  path: '/user/passwordReset',
  role: 'any',
  tag: 'user',
  summary: 'Set a new password with the code sent to the e-mail; every session is ended',
  body: withRepeat({ email: emailSchema, code: otpCodeSchema }),
  data: z.object({ reset: z.boolean() }),
});

export const refreshToken = defineCall({
  method: 'POST',
  path: '/user/refreshToken',
  role: 'any',
  tag: 'user',
  summary: 'Rotate a refresh token into a new pair; reusing a rotated token ends the whole session',
  body: z.object({ refreshToken: z.string().min(10).max(512) }),
  data: tokensSchema,
});

export const logout = defineCall({
  method: 'POST',
  path: '/user/logout',
  role: 'user',
  tag: 'user',
  summary: 'End this session',
  body: z.object({}),
  data: z.object({ loggedOut: z.boolean() }),
});

export const changePassword = defineCall({
  method: 'POST',
  path: '/user/changePassword',
  role: 'user',
  tag: 'user',
  summary: 'Change the password; every other session is ended and this one gets new tokens',
  body: withRepeat({ oldPassword: z.string().max(100).optional().describe('Required when the account has a password') }),
  data: sessionSchema,
});

export const changeMail = defineCall({
  method: 'POST',
  path: '/user/changeMail',
  role: 'user',
  tag: 'user',
  summary: 'Change the e-mail to a new one confirmed by the code sent to it',
  body: z.object({ email: emailSchema, code: otpCodeSchema }),
  data: z.object({ user: userSchema }),
});

export const updateSetting = defineCall({
  method: 'POST',
  path: '/user/updateSetting',
  role: 'user',
  tag: 'user',
  summary: 'Nickname, avatar, language and notification settings',
  body: z
    .object({
      nickname: z.string().trim().min(2, { error: 'must be 2 to 30 characters' }).max(30, { error: 'must be 2 to 30 characters' }).optional(),
      avatar: z.string().regex(/^\/uploads\/[a-zA-Z0-9/_-]+\.(webp|png|jpg)$/, { error: 'must be an uploaded image' }).nullable().optional(),
      language: z.enum(['en', 'br'], { error: 'must be en or br' }).optional(),
      notifyMatchStart: z.boolean().optional(),
      notifyHostLive: z.boolean().optional(),
    })
    .strict(),
  data: z.object({ user: userSchema }),
});

export const changeChatColor = defineCall({
  method: 'POST',
  path: '/user/changeChatColor',
  role: 'user',
  tag: 'user',
  summary: 'The chat name colour, from the palette',
  body: z.object({ color: z.enum(CHAT_COLORS, { error: `must be one of ${CHAT_COLORS.join(' ')}` }) }),
  data: z.object({ user: userSchema }),
});

/** POST /user/uploadFile is multipart (one `file` field, an image of at most 5 MB), so it has no JSON body schema. */
export const uploadFile = defineCall({
  method: 'POST',
  path: '/user/uploadFile',
  role: 'user',
  tag: 'user',
  summary: 'Upload an image (multipart field `file`, at most 5 MB, type judged by content); re-encoded, resized, stored, its URL returned',
  query: z.object({ purpose: z.enum(['avatar', 'cover'], { error: 'must be avatar or cover' }).default('avatar') }),
  data: z.object({ url: z.string(), width: z.number().int(), height: z.number().int(), bytes: z.number().int() }),
});

export const userMessage = defineCall({
  method: 'GET',
  path: '/user/message',
  role: 'user',
  tag: 'user',
  summary: 'My notifications, newest first, with the unread count',
  query: pageQuery,
  data: z.object({
    list: z.array(
      z.object({
        id: z.number().int(),
        kind: z.string(),
        title: z.string(),
        body: z.string(),
        link: z.string().nullable().describe('A path of the web app without the language prefix, e.g. /host/liveUserRoom/12'),
        read: z.boolean(),
        createdAt: z.string(),
      }),
    ),
    total: z.number().int(),
    unread: z.number().int(),
  }),
});

export const messageReadAll = defineCall({
  method: 'POST',
  path: '/user/messageReadAll',
  role: 'user',
  tag: 'user',
  summary: 'Marks my notifications read: all of them, or only the ids given',
  body: z.object({ ids: z.array(z.coerce.number().int().positive().max(2_147_483_647)).max(100).optional() }).strict(),
  data: z.object({ read: z.number().int().describe('How many were unread and are now read'), unread: z.number().int() }),
});
