import { z } from 'zod';
import { CHAT_COLORS } from './account-rules.ts';

export const ROLES = ['viewer', 'anchor', 'admin'] as const;
export const roleSchema = z.enum(ROLES);

/** The logged-in user as the client keeps it (SPEC section 3 userInfo). */
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

export const tokensSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  expiresIn: z.number().int().describe('Seconds the access token lives'),
  refreshAfter: z.number().int().describe('Epoch ms after which the client should refresh (before expiry)'),
});

export const sessionSchema = z.object({ user: userSchema, tokens: tokensSchema });

export type User = z.infer<typeof userSchema>;
export type Tokens = z.infer<typeof tokensSchema>;
