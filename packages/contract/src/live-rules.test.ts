import { describe, expect, it } from 'vitest';
import { liveSetting, presenceIdSchema } from './calls/live.ts';
import { updateAnchor } from './calls/hosts.ts';
import {
  LIVE_RULE_MESSAGES_BR,
  hostSportsSchema,
  noticeSchema,
  reconnectGraceSchema,
  titleSchema,
} from './live-rules.ts';
import { roomMessageSchema, roomTopic } from './room-update.ts';

describe('live rules', () => {
  it('trims titles and refuses control characters, too short and too long ones', () => {
    expect(titleSchema.parse('  Derby night  ')).toBe('Derby night');
    for (const bad of ['x', 'a'.repeat(61), 'bad\u0000title', 'two\nlines'])
      expect(titleSchema.safeParse(bad)?.success).toBe(false);
  });

  it('lets a notice span lines but not carry other control characters', () => {
    expect(noticeSchema.parse('line one\nline two')).toBe('line one\nline two');
    expect(noticeSchema.parse('')).toBe('');
    expect(noticeSchema.safeParse('bell\u0007')?.success).toBe(false);
  });

  it('wants each covered sport once', () => {
    expect(hostSportsSchema.safeParse(['football', 'basketball'])?.success).toBe(true);
    for (const bad of [[], ['football', 'football'], ['tennis'], 'football'])
      expect(hostSportsSchema.safeParse(bad)?.success).toBe(false);
  });

  it('asks for a reason to reject or suspend, and for at least one room setting', () => {
    expect(updateAnchor.body?.safeParse({ userId: 3, action: 'reject' })?.success).toBe(false);
    expect(
      updateAnchor.body?.safeParse({ userId: 3, action: 'suspend', reason: 'Streamed a pirated feed' })?.success,
    ).toBe(true);
    expect(updateAnchor.body?.safeParse({ userId: 3, action: 'approve' })?.success).toBe(true);
    expect(liveSetting.body?.safeParse({})?.success).toBe(false);
    expect(liveSetting.body?.safeParse({ matchId: null })?.success).toBe(true);
    expect(liveSetting.body?.safeParse({ streamKey: 'x' })?.success).toBe(false);
  });

  it('accepts only presence ids of the shape enterRoom gives', () => {
    expect(presenceIdSchema.safeParse('AAAAAAAAAAAAAAAAAAAAAA')?.success).toBe(true);
    for (const bad of ['short', 'A'.repeat(23), '../../AAAAAAAAAAAAAAAAA'])
      expect(presenceIdSchema.safeParse(bad)?.success).toBe(false);
  });

  it('bounds the reconnect grace a host may choose, with a message in both languages', () => {
    expect(reconnectGraceSchema.safeParse(600).success).toBe(true);
    for (const bad of [9, 3601, 12.5, '60'])
      expect(reconnectGraceSchema.safeParse(bad).success, String(bad)).toBe(false);
    const message = reconnectGraceSchema.safeParse(5).error?.issues[0]?.message ?? '';
    expect(LIVE_RULE_MESSAGES_BR[message]).toBeDefined();
  });

  it('has Portuguese for every rule message', () => {
    for (const [en, br] of Object.entries(LIVE_RULE_MESSAGES_BR)) expect(br, en).not.toBe(en);
  });

  it('names the room topic and reads its message as an array whose first element is the update', () => {
    expect(roomTopic('placar', 12)).toBe('placar/room/12');
    const update = {
      id: 12,
      seq: 5,
      liveState: 'live',
      viewers: 3,
      title: 'Derby',
      notice: '',
      cover: null,
      matchId: 7,
      startedAt: null,
      sourceHeight: 720,
      at: '2026-11-22T23:50:00.000Z',
    };
    expect(roomMessageSchema.parse([update])[0]).toEqual(update);
  });
});
