import sharp from 'sharp';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_SIZE = 256;
export const AVATAR_MIME = 'image/webp';

export type AvatarVerdict = { ok: true; image: Buffer } | { ok: false; reason: string };

/**
 * Checks an uploaded avatar by its content (PNG or JPEG only, whatever its name or declared type)
 * and re-encodes it as a 256×256 WebP, which also drops any metadata or trailing payload.
 */
export async function normalizeAvatar(data: Buffer): Promise<AvatarVerdict> {
  if (data.length > AVATAR_MAX_BYTES)
    return { ok: false, reason: 'The avatar must be at most 2 MB.' };
  let format: string | undefined;
  try {
    format = (await sharp(data, { limitInputPixels: 50_000_000 }).metadata()).format;
  } catch {
    format = undefined;
  }
  if (format !== 'png' && format !== 'jpeg') {
    return { ok: false, reason: 'The avatar must be a PNG or JPG image.' };
  }
  try {
    const image = await sharp(data, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 85 })
      .toBuffer();
    return { ok: true, image };
  } catch {
    return { ok: false, reason: 'The avatar image could not be read.' };
  }
}
