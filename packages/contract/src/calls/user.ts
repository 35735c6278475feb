import { z } from 'zod';
import { defineCall } from '../call.ts';
import { sessionItemSchema, sessionSchema, tokensSchema, userSchema } from '../account-entities.ts';
import {
  accountSchema,
  emailSchema,
  nicknameSchema,
  otpCodeSchema,
  passwordSchema,
  usernameSchema,
  withRepeat,
} from '../account-rules.ts';
import { CHAT_COLORS } from '../chat-colors.ts';
import { PASSWORD_LENGTH } from '../constants.ts';

/** A password typed to prove who one is (login, linking, e-mail change): checked against the hash, so only bounded. */
const currentPasswordSchema = z
  .string({ error: 'must be your password' })
  .min(1, { error: 'must be your password' })
  .max(PASSWORD_LENGTH.max * 4, { error: 'must be your password' });

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
  summary:
    'Send a 6-digit one-time code to an e-mail, for one purpose. The answer never tells whether the e-mail has an account',
  body: z.object({
    email: emailSchema,
    purpose: z.enum(OTP_PURPOSES, { error: 'must be register, reset or changeMail' }),
  }),
  data: z.object({
    sent: z.boolean(),
    resendAfter: z.number().int().describe('Seconds before another code may be asked'),
  }),
});

export const register = defineCall({
  method: 'POST',
  path: '/user/register',
  role: 'any',
  tag: 'user',
  summary: 'Create an account from an e-mail confirmed by its code, a username and a password',
  body: z.object({
    email: emailSchema,
    code: otpCodeSchema,
    username: usernameSchema,
    password: passwordSchema,
    language: z.enum(['en', 'br']).optional(),
  }),
  data: sessionSchema,
  carriesTokens: true,
});

export const login = defineCall({
  method: 'POST',
  path: '/user/login',
  role: 'any',
  tag: 'user',
  summary: 'Log in by e-mail or username, with the password',
  body: z.object({ account: accountSchema, password: currentPasswordSchema }),
  data: sessionSchema,
  carriesTokens: true,
});

export const loginThirdParty = defineCall({
  method: 'POST',
  path: '/user/loginThirdParty',
  role: 'any',
  tag: 'user',
  summary:
    'Google sign-in: the ID token from the popup, verified against the issuer keys, whose nonce must be the SHA-256 of `nonce`. An existing account with the same verified e-mail is linked only with its `password` (4090001 asks for it)',
  body: z.object({
    provider: z.enum(['google'], { error: 'must be google' }),
    idToken: z.string().min(20).max(8192),
    nonce: z
      .string({ error: 'must be the nonce of this sign-in' })
      .regex(/^[A-Za-z0-9_-]{32,128}$/, { error: 'must be the nonce of this sign-in' })
      .describe('The secret whose SHA-256 (base64url) the popup sent as the nonce'),
    password: currentPasswordSchema.optional().describe("The existing account's password, to link Google to it"),
  }),
  data: sessionSchema.extend({ created: z.boolean() }),
  carriesTokens: true,
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
  summary:
    'Rotate the refresh token (the HttpOnly cookie on this path) into a new access token and cookie; reusing a rotated token ends the whole session',
  body: z.object({}),
  data: tokensSchema,
  carriesTokens: true,
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
  body: withRepeat({
    oldPassword: z
      .string()
      .max(PASSWORD_LENGTH.max * 4)
      .optional()
      .describe('Required when the account has a password'),
  }),
  data: sessionSchema,
  carriesTokens: true,
});

export const changeMail = defineCall({
  method: 'POST',
  path: '/user/changeMail',
  role: 'user',
  tag: 'user',
  summary:
    'Change the e-mail to a new one confirmed by the code sent to it, with the current password (an account without one: a sign-in of the last 10 minutes). The old address gets a notice that can undo it for 7 days',
  body: z.object({
    email: emailSchema,
    code: otpCodeSchema,
    password: currentPasswordSchema.optional().describe('Required when the account has a password'),
  }),
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
      nickname: nicknameSchema.optional(),
      avatar: z
        .string()
        .regex(/^\/uploads\/[a-zA-Z0-9/_-]+\.(webp|png|jpg)$/, { error: 'must be an uploaded image' })
        .nullable()
        .optional(),
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
  summary:
    'Upload an image (multipart field `file`, at most 5 MB, type judged by content); re-encoded, resized, stored, its URL returned',
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
        link: z
          .string()
          .nullable()
          .describe('A path of the web app without the language prefix, e.g. /host/liveUserRoom/12'),
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
  data: z.object({
    read: z.number().int().describe('How many were unread and are now read'),
    unread: z.number().int(),
  }),
});

export const sessionList = defineCall({
  method: 'GET',
  path: '/user/sessionList',
  role: 'user',
  tag: 'user',
  summary: 'My sessions that are still open: device, address, when opened and last used',
  data: z.object({ list: z.array(sessionItemSchema) }),
});

export const sessionLogout = defineCall({
  method: 'POST',
  path: '/user/sessionLogout',
  role: 'user',
  tag: 'user',
  summary: 'Sign out one of my sessions (`id`), or every one but this (`others: true`)',
  body: z.union(
    [z.object({ id: z.string().min(1).max(64) }).strict(), z.object({ others: z.literal(true) }).strict()],
    {
      error: 'must name one session (id) or all the others (others: true)',
    },
  ),
  data: z.object({ signedOut: z.number().int().describe('Sessions ended') }),
});

export const undoMailChange = defineCall({
  method: 'POST',
  path: '/user/undoMailChange',
  role: 'any',
  tag: 'user',
  summary:
    'Undo an e-mail change with the token mailed to the old address (7 days): the old address comes back, every session ends and the password is removed, so the owner sets a new one with a code',
  body: z.object({
    token: z
      .string({ error: 'must be the link we mailed' })
      .regex(/^[A-Za-z0-9_-]{32,128}$/, { error: 'must be the link we mailed' }),
  }),
  data: z.object({ email: z.string() }),
});
