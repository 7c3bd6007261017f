import { Button, FileInput, FormGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/errors';
import { errorMessage } from '../../../i18n/errorText';
import type { User } from '../../../api/users';
import type { TranslationKey } from '../../../i18n/keys';
import { useEntityForm } from '../../../ui/form/useEntityForm';
import { UserAvatar } from '../../../ui/UserAvatar';
import { useObjectUrl } from '../../settings';
import { useAvatar } from '../hooks/useUsers';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** The server's rule (PNG or JPG, at most 2 MB), checked before uploading. */
export function checkAvatar(file: File): TranslationKey | null {
  const typeOk =
    ['image/png', 'image/jpeg'].includes(file.type) || /\.(png|jpe?g)$/i.test(file.name);
  if (!typeOk) return 'users.avatar.wrongType';
  if (file.size > AVATAR_MAX_BYTES) return 'users.avatar.tooLarge';
  return null;
}

interface AvatarUploaderProps {
  user: User;
  canEdit: boolean;
}

/** The profile picture: choose, preview, then upload; or remove the current one. */
export function AvatarUploader({ user, canEdit }: AvatarUploaderProps) {
  const { t } = useTranslation();
  const { upload, remove } = useAvatar(user.id);
  const describeError = (cause: unknown) =>
    cause instanceof ApiError ? errorMessage(t, cause) : t('users.avatar.failed');
  const messages = { failed: t('users.avatar.failed') };
  const uploading = useEntityForm({
    initial: { avatar: null as File | null },
    fields: ['avatar'] as const,
    // The server's rule (type and size), checked as soon as a file is chosen.
    validate: ({ avatar }) => ({ avatar: (avatar && checkAvatar(avatar)) || undefined }),
    validateOnChange: true,
    mutation: upload,
    toVariables: ({ avatar }) => avatar!,
    idPrefix: 'user',
    ids: { avatar: 'user-avatar-file' },
    messages: { ...messages, saved: t('users.avatar.uploaded') },
    describeError,
    afterSave: { avatar: null },
  });
  const removing = useEntityForm({
    initial: {},
    fields: [],
    mutation: remove,
    toVariables: () => undefined,
    idPrefix: 'user-avatar-remove',
    messages: { ...messages, saved: t('users.avatar.removed') },
    describeError,
  });
  const error =
    uploading.errorOf('avatar') ?? uploading.formError ?? removing.formError ?? undefined;
  // A file the rules refuse is not offered for upload.
  const chosen = uploading.draft.avatar;
  const file = chosen && !checkAvatar(chosen) ? chosen : null;
  const preview = useObjectUrl(file);
  const choose = (picked: File | null) => uploading.set('avatar', picked);

  return (
    <div className="ams-avatar-uploader">
      <UserAvatar name={user.fullName} src={preview ?? user.avatar} size={96} />
      {canEdit && (
        <FormGroup
          className="ams-avatar-controls"
          label={t('users.avatar.label')}
          labelFor="user-avatar-file"
          helperText={error ?? t('users.avatar.hint')}
          intent={error ? 'danger' : 'none'}
        >
          <FileInput
            fill
            text={file?.name ?? t('users.avatar.choose')}
            buttonText={t('users.avatar.browse')}
            hasSelection={file !== null}
            inputProps={{
              id: 'user-avatar-file',
              name: 'avatar',
              accept: 'image/png,image/jpeg,.png,.jpg,.jpeg',
            }}
            onInputChange={(e) => choose(e.currentTarget.files?.[0] ?? null)}
          />
          <div className="ams-avatar-actions">
            {file && (
              <>
                <Button
                  intent="primary"
                  icon="upload"
                  text={t('users.avatar.upload')}
                  loading={uploading.pending}
                  onClick={() => uploading.submit()}
                  data-testid="user-avatar-upload"
                />
                <Button text={t('common.cancel')} onClick={() => choose(null)} />
              </>
            )}
            {!file && user.avatar && (
              <Button
                variant="minimal"
                intent="danger"
                icon="trash"
                text={t('users.avatar.remove')}
                loading={removing.pending}
                data-testid="user-avatar-remove"
                onClick={() => removing.submit()}
              />
            )}
          </div>
        </FormGroup>
      )}
    </div>
  );
}
