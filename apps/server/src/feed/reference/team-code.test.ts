// Issue 35 item 2: team identity that survives any script. Names are compared after Unicode
// normalisation with the letters of every script kept: Cyrillic, Arabic and Japanese names
// stay apart, Nordic and other undecomposable Latin letters are transliterated.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { teamCode } from './team-code.ts';

describe('team codes keep the letters of every script', () => {
  it('gives Cyrillic names codes of their own: Spartak and CSKA Moskva never meet', () => {
    expect(teamCode('Спартак Москва')).toBe('спартак-москва');
    expect(teamCode('ЦСКА Москва')).toBe('цска-москва');
    expect(teamCode('Локомотив Москва')).not.toBe(teamCode('Динамо Москва'));
    // й is its own letter, not и with a mark to strip.
    expect(teamCode('Кайрат')).not.toBe(teamCode('Каират'));
  });

  it('gives Arabic names codes of their own, hamza and all', () => {
    expect(teamCode('النادي الأهلي')).toBe('النادي-الأهلي');
    expect(teamCode('نادي الزمالك')).toBe('نادي-الزمالك');
    expect(teamCode('الهلال')).not.toBe(teamCode('النصر'));
  });

  it('gives Japanese, Chinese and Korean names codes of their own; a voiced kana is not its plain one', () => {
    expect(teamCode('浦和レッズ')).toBe('浦和レッズ');
    expect(teamCode('ガンバ大阪')).toBe('ガンバ大阪');
    expect(teamCode('ガンバ大阪')).not.toBe(teamCode('カンバ大阪'));
    expect(teamCode('鹿島アントラーズ')).not.toBe(teamCode('浦和レッズ'));
    // Half-width katakana and full-width Latin fold to their usual forms.
    expect(teamCode('ｶﾞﾝﾊﾞ大阪')).toBe('ガンバ大阪');
    expect(teamCode('ＦＣ東京')).toBe('fc東京');
    expect(teamCode('北京国安')).toBe('北京国安');
    expect(teamCode('FC 서울')).toBe('fc-서울');
  });

  it('writes ø, æ, ß, ł and the like as their transliteration, and drops Latin and Greek accents', () => {
    expect(teamCode('FK Bodø/Glimt')).toBe('fk-bodo-glimt');
    expect(teamCode('FC København')).toBe('fc-kobenhavn');
    expect(teamCode('Ærø IF')).toBe('aero-if');
    expect(teamCode('Fußball-Club Straße')).toBe('fussball-club-strasse');
    expect(teamCode('Wisła Kraków')).toBe('wisla-krakow');
    expect(teamCode('İstanbul Başakşehir')).toBe('istanbul-basaksehir');
    expect(teamCode('São Paulo FC')).toBe('sao-paulo-fc');
    expect(teamCode('Ολυμπιακός')).toBe(teamCode('ΟΛΥΜΠΙΑΚΟΣ'));
  });

  it('leaves no code for a name with no letter or digit (the importer refuses it)', () => {
    expect(teamCode(' -/- ')).toBe('');
    expect(teamCode('⚽')).toBe('');
  });

  it('is stable: a code is its own code, and has a letter for every name with one', () => {
    const scripts = [
      'a',
      'ø',
      'ß',
      'é',
      'Ж',
      'й',
      'ب',
      'أ',
      'ガ',
      'ｶﾞ',
      '大',
      '서',
      'Σ',
      'ς',
      '7',
      ' ',
      '-',
      '/',
      '.',
      '&',
    ];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...scripts), { minLength: 1, maxLength: 12 }), (parts) => {
        const name = parts.join('');
        const code = teamCode(name);
        expect(teamCode(code)).toBe(code);
        expect(code).not.toMatch(/^-|-$|--/);
        if (/[\p{L}\p{N}]/u.test(name)) expect(code).not.toBe('');
      }),
    );
  });
});
