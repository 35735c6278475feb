import { updateSetting } from '@placar/contract/calls/user';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../lib/api/form-errors.ts';
import { nicknameRules } from './nickname-rules.ts';

const identity = (key: string) => key;

// Each nickname goes through the contract's zod schema and the plain rules: same verdict, same first message.
const samples: unknown[] = [
  'Torcedor',
  'Zé',
  'Z',
  '  Zé  ',
  '',
  '   ',
  'a'.repeat(30),
  'a'.repeat(31),
  ` ${'a'.repeat(30)} `,
  '\ud83d\ude00'.repeat(30),
  '\ud83d\ude00'.repeat(31),
  'jose\u0301',
  'e\u0301'.repeat(30),
  'Fan\u0000',
  'Fan\nName',
  'Fan\tName',
  'gnp\u202eexe.png',
  'Fan\u2028Name',
  'Fan\u200fName',
  'Fan\ud800',
  '\udc00',
  'Fan\udc00Name',
  'F\ud800',
  42,
  null,
  undefined,
];

describe('nickname rules', () => {
  it.each(samples.map((nickname, index) => [index, nickname] as const))(
    'sample %i agrees with the contract schema',
    (_index, nickname) => {
      const values = { nickname };
      expect(nicknameRules.safeParse(values).success).toBe(updateSetting.body.safeParse(values).success);
      expect(fieldErrors(nicknameRules, values, identity)).toEqual(fieldErrors(updateSetting.body, values, identity));
    },
  );

  it('accepts a good nickname and says what is wrong with a bad one', () => {
    expect(fieldErrors(nicknameRules, { nickname: 'Torcedor' }, identity)).toEqual({});
    expect(fieldErrors(nicknameRules, { nickname: 'Z' }, identity)).toEqual({ nickname: 'auth.rules.nickname' });
    expect(fieldErrors(nicknameRules, { nickname: 'gnp\u202eexe.png' }, identity)).toEqual({
      nickname: 'auth.rules.nicknameText',
    });
  });
});
