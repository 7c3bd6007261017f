import sharp from 'sharp';
import { AVATAR_MAX_BYTES, normalizeAvatar } from './avatar-image';

const image = (width: number, height: number, format: 'png' | 'jpeg' | 'gif') =>
  sharp({ create: { width, height, channels: 3, background: '#884422' } })
    .toFormat(format)
    .toBuffer();

describe('normalizeAvatar', () => {
  it('re-encodes a PNG or JPG as a 256×256 WebP', async () => {
    for (const format of ['png', 'jpeg'] as const) {
      const verdict = await normalizeAvatar(await image(800, 500, format));
      if (!verdict.ok) throw new Error(verdict.reason);
      const meta = await sharp(verdict.image).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);
    }
  });

  it('judges by content, not by name: GIF, PDF and garbage are refused', async () => {
    const reason = 'The avatar must be a PNG or JPG image.';
    const refused = { ok: false, problem: 'not_image', reason };
    expect(await normalizeAvatar(await image(10, 10, 'gif'))).toEqual(refused);
    expect(await normalizeAvatar(Buffer.from('%PDF-1.4\n%âãÏÓ\n'))).toEqual(refused);
    expect(await normalizeAvatar(Buffer.alloc(100))).toEqual(refused);
  });

  it('refuses files over 2 MB before decoding them', async () => {
    expect(await normalizeAvatar(Buffer.alloc(AVATAR_MAX_BYTES + 1))).toEqual({
      ok: false,
      problem: 'too_large',
      reason: 'The avatar must be at most 2 MB.',
    });
  });
});
