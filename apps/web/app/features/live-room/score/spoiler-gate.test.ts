import { describe, expect, it } from 'vitest';
import { createSpoilerGate } from './spoiler-gate.ts';

/** A video whose playhead and latency the test moves by hand. */
function fakeVideo(position: number, latency: number) {
  const state = { position, latency };
  return { state, probe: { position: () => state.position, latency: () => state.latency } };
}

function manualGate() {
  let clock = 1_000_000;
  const gate = createSpoilerGate({ now: () => clock, schedule: () => () => undefined });
  return { gate, advance: (ms: number) => (clock += ms) };
}

describe('spoiler sync', () => {
  it('shows a change at once when no video plays', () => {
    const { gate } = manualGate();
    const shown: string[] = [];
    gate.defer(() => shown.push('goal'));
    expect(shown).toEqual(['goal']);
  });

  it('holds a goal until the picture reaches the moment it arrived at the live edge', () => {
    const { gate } = manualGate();
    const video = fakeVideo(100, 5);
    gate.attach(video.probe);
    const shown: string[] = [];
    gate.defer(() => shown.push('goal'));
    video.state.position = 104.9;
    gate.release();
    expect(shown).toEqual([]);
    video.state.position = 105;
    gate.release();
    expect(shown).toEqual(['goal']);
  });

  it('keeps the order of changes: none overtakes a held one', () => {
    const { gate } = manualGate();
    const video = fakeVideo(10, 3);
    gate.attach(video.probe);
    const shown: number[] = [];
    gate.defer(() => shown.push(1));
    video.state.latency = 0.5;
    gate.defer(() => shown.push(2));
    video.state.position = 11;
    gate.release();
    expect(shown).toEqual([]);
    video.state.position = 13;
    gate.release();
    expect(shown).toEqual([1, 2]);
  });

  it('shows everything held when the video stops, and after a long freeze', () => {
    const { gate, advance } = manualGate();
    const video = fakeVideo(10, 2);
    gate.attach(video.probe);
    const shown: string[] = [];
    gate.defer(() => shown.push('a'));
    gate.attach(null);
    expect(shown).toEqual(['a']);

    gate.attach(video.probe);
    gate.defer(() => shown.push('b'));
    advance(2000 + 29_000);
    gate.release();
    expect(shown).toEqual(['a']);
    advance(1000);
    gate.release();
    expect(shown).toEqual(['a', 'b']);
  });

  it('jumping to live shows what the jump passed', () => {
    const { gate } = manualGate();
    const video = fakeVideo(50, 8);
    gate.attach(video.probe);
    const shown: string[] = [];
    gate.defer(() => shown.push('goal'));
    video.state.position = 59;
    gate.release();
    expect(shown).toEqual(['goal']);
    expect(gate.held()).toBe(0);
  });
});
