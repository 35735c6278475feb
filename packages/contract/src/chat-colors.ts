/**
 * Chat name colours a user may pick. A module of its own, without zod, so /me's colour picker
 * loads neither the account schemas nor more of the first load's constants (issue 14).
 */
export const CHAT_COLORS = [
  '#22c55e',
  '#3b82f6',
  '#ef4444',
  '#f59e0b',
  '#a855f7',
  '#ec4899',
  '#14b8a6',
  '#f97316',
  '#e5e7eb',
] as const;
