/**
 * Presence rules: a playing page calls enterRoom every heartbeatSeconds; silence for expireSeconds
 * drops it. A module of its own, without zod, so the browser's player takes no schemas with it
 * (issue 14).
 */
export const PRESENCE = { heartbeatSeconds: 5, expireSeconds: 15 } as const;
