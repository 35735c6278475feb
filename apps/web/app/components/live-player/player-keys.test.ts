import { describe, expect, it } from 'vitest';
import { playerKeyAction } from './player-keys.ts';

describe('player keys', () => {
  it('plays, mutes, goes full screen, changes the volume and the delay', () => {
    expect(
      [' ', 'k', 'K', 'm', 'M', 'f', 'ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'].map(playerKeyAction),
    ).toEqual([
      'togglePlay',
      'togglePlay',
      'togglePlay',
      'toggleMute',
      'toggleMute',
      'fullScreen',
      'volumeUp',
      'volumeDown',
      'moreDelay',
      'lessDelay',
    ]);
    expect(playerKeyAction('Enter')).toBeNull();
    expect(playerKeyAction('x')).toBeNull();
  });
});
