// Thumbnails from real ffmpeg reading a real FLV file (made by ffmpeg here), with a manual clock:
// one grab per room however many ask at once, kept 30 s, a cap on ffmpeg processes in all, and
// nothing spawned for a room this server cannot read.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock.ts';
import { RoomThumbnails, THUMBNAIL_FRESH_MS, THUMBNAIL_STALE_MS } from './room-thumbnails.ts';

let dir: string;
let stream: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'placar-thumbs-'));
  stream = join(dir, 'room.flv');
  execFileSync('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=640x360:rate=25',
    '-t',
    '2',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-g',
    '25',
    '-f',
    'flv',
    stream,
  ]);
  writeFileSync(join(dir, 'not-a-stream.flv'), 'hello');
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const isJpeg = (frame: Buffer | null) => frame !== null && frame[0] === 0xff && frame[1] === 0xd8;

describe('RoomThumbnails', () => {
  it('grabs one frame however many ask at once, keeps it 30 s, then grabs again', async () => {
    const clock = new ManualClock('2026-11-22T12:00:00Z');
    const thumbs = new RoomThumbnails({ clock, sourceOf: () => stream });
    const frames = await Promise.all(Array.from({ length: 20 }, () => thumbs.frame(7)));
    expect(thumbs.started).toBe(1);
    expect(frames.every((frame) => isJpeg(frame) && frame?.equals(frames[0]!))).toBe(true);
    // 320 px wide: small enough for a card (a 640x360 JPEG of testsrc is several times this).
    expect(frames[0]!.length).toBeLessThan(40_000);

    clock.advance(THUMBNAIL_FRESH_MS - 1);
    expect(isJpeg(await thumbs.frame(7))).toBe(true);
    expect(thumbs.started).toBe(1);
    clock.advance(1);
    expect(isJpeg(await thumbs.frame(7))).toBe(true);
    expect(thumbs.started).toBe(2);
  });

  it('starts no more ffmpeg than its cap: a room past it gets its last frame, or none', async () => {
    const clock = new ManualClock('2026-11-22T12:00:00Z');
    const thumbs = new RoomThumbnails({ clock, sourceOf: () => stream, maxGrabs: 1 });
    const first = thumbs.frame(1);
    expect(await thumbs.frame(2)).toBeNull();
    expect(isJpeg(await first)).toBe(true);
    expect(thumbs.started).toBe(1);
    // Room 2 when nothing runs: its own grab.
    expect(isJpeg(await thumbs.frame(2))).toBe(true);
    expect(thumbs.started).toBe(2);
  });

  it('never shows a frame older than 5 minutes, and drops the frames of rooms no one asks for', async () => {
    const clock = new ManualClock('2026-11-22T12:00:00Z');
    const thumbs = new RoomThumbnails({ clock, sourceOf: () => stream, maxGrabs: 1 });
    expect(isJpeg(await thumbs.frame(1))).toBe(true);
    expect(isJpeg(await thumbs.frame(2))).toBe(true);
    expect(thumbs.keptRooms).toBe(2);
    // Past 30 s, with the cap taken by room 2, room 1 still gets its last frame...
    clock.advance(THUMBNAIL_FRESH_MS);
    let busy = thumbs.frame(2);
    expect(isJpeg(await thumbs.frame(1))).toBe(true);
    await busy;
    // ...but not a frame 5 minutes old: the card shows the cover.
    clock.advance(THUMBNAIL_STALE_MS);
    busy = thumbs.frame(2);
    expect(await thumbs.frame(1)).toBeNull();
    await busy;
    // Room 1 (say, closed) is asked for no more: its frame is gone, room 2's is kept.
    expect(thumbs.keptRooms).toBe(1);
  });

  it('spawns nothing for a room it cannot read, and answers no frame for a source that is not a stream', async () => {
    const clock = new ManualClock('2026-11-22T12:00:00Z');
    const none = new RoomThumbnails({ clock, sourceOf: () => null });
    expect(await none.frame(3)).toBeNull();
    expect(none.started).toBe(0);
    const broken = new RoomThumbnails({ clock, sourceOf: () => join(dir, 'not-a-stream.flv') });
    expect(await broken.frame(3)).toBeNull();
    const missing = new RoomThumbnails({ clock, sourceOf: () => stream, ffmpeg: join(dir, 'no-such-program') });
    expect(await missing.frame(3)).toBeNull();
  });
});
