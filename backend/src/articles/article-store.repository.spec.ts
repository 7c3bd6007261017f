import { cutText } from './article-store.repository';

describe('cutText', () => {
  it('leaves text that fits alone', () => {
    expect(cutText('Tom & Jerry’s', 500)).toBe('Tom & Jerry’s');
  });

  it('counts characters as MariaDB does (code points), not UTF-16 units', () => {
    const emoji = '😀'.repeat(300); // 600 UTF-16 units, 300 characters
    expect(cutText(emoji, 500)).toBe(emoji);
  });

  it('never cuts inside a surrogate pair, an emoji sequence or a letter with its accent', () => {
    const family = '👩‍👩‍👧‍👦'; // 7 code points, one character on screen
    const cut = cutText(`${'a'.repeat(496)}${family}tail`, 500);
    expect(cut).toBe('a'.repeat(496));
    const flag = cutText(`${'b'.repeat(499)}🇺🇦`, 500);
    expect(flag).toBe('b'.repeat(499));
    const accent = cutText(`${'c'.repeat(499)}e\u0301`, 500);
    expect(accent).toBe('c'.repeat(499));
    expect(Array.from(cutText('ab👍🏽cd', 3))).toEqual(['a', 'b']);
  });
});
