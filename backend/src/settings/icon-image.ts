import {
  reencodeUploadedImage,
  UPLOAD_IMAGE_MAX_BYTES,
  type ImageProblem,
} from '../core/http/uploaded-image';

export const ICON_MAX_BYTES = UPLOAD_IMAGE_MAX_BYTES;
export const ICON_SIZE = 512;

export type IconVerdict =
  { ok: true; png: Buffer } | { ok: false; problem: ImageProblem; reason: string };

/** An uploaded icon, checked by its content and re-encoded as a PNG ≤ 512×512. */
export async function normalizeIcon(data: Buffer): Promise<IconVerdict> {
  const verdict = await reencodeUploadedImage(data, 'icon', (image) =>
    image
      .resize(ICON_SIZE, ICON_SIZE, { fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9 }),
  );
  return verdict.ok ? { ok: true, png: verdict.image } : verdict;
}
