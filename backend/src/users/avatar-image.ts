import {
  reencodeUploadedImage,
  UPLOAD_IMAGE_MAX_BYTES,
  type UploadedImageVerdict,
} from '../core/http/uploaded-image';

export const AVATAR_MAX_BYTES = UPLOAD_IMAGE_MAX_BYTES;
export const AVATAR_SIZE = 256;
export const AVATAR_MIME = 'image/webp';

export type AvatarVerdict = UploadedImageVerdict;

/** An uploaded avatar, checked by its content and re-encoded as a 256×256 WebP. */
export function normalizeAvatar(data: Buffer): Promise<AvatarVerdict> {
  return reencodeUploadedImage(data, 'avatar', (image) =>
    image
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 85 }),
  );
}
