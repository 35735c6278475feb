import { z } from 'zod';
import { CHAT_COLORS } from './chat-colors.ts';

export const ROLES = ['viewer', 'anchor', 'admin'] as const;
export const roleSchema = z.enum(ROLES);

/** The logged-in user as the client keeps it (requirement client-state userInfo). */
export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  chatColor: z.enum(CHAT_COLORS),
  language: z.enum(['en', 'br']),
  role: roleSchema,
  notifyMatchStart: z.boolean(),
  notifyHostLive: z.boolean(),
  hasPassword: z.boolean().describe('False for an account made by Google sign-in until a password is set'),
  createdAt: z.string(),
});

/** The refresh token is never in a body: it travels only in an HttpOnly cookie on the refresh path. */
export const tokensSchema = z.object({
  accessToken: z.string(),
  expiresIn: z.number().int().describe('Seconds the access token lives'),
  refreshAfter: z.number().int().describe('Epoch ms after which the client should refresh (before expiry)'),
});

export const sessionSchema = z.object({ user: userSchema, tokens: tokensSchema });

/** One of my sessions, as the /me page lists them. */
export const sessionItemSchema = z.object({
  id: z.string(),
  current: z.boolean().describe('The session making this call'),
  browser: z.string().nullable().describe('Browser, read from the User-Agent; null when unknown'),
  system: z.string().nullable().describe('Operating system, read from the User-Agent; null when unknown'),
  ip: z.string().nullable().describe('Where it was last used from'),
  createdAt: z.string(),
  lastUsedAt: z.string(),
});

export type User = z.infer<typeof userSchema>;
export type Tokens = z.infer<typeof tokensSchema>;
