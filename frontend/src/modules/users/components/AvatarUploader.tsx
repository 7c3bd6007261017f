import { Button, FileInput, FormGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/errors';
import { errorMessage, fieldErrorTexts } from '../../../i18n/errorText';
import type { User } from '../../../api/users';
import type { TranslationKey } from '../../../i18n/keys';
import { showToast } from '../../../ui/toaster';
import { UserAvatar } from '../../../ui/UserAvatar';
import { useObjectUrl } from '../../settings/hooks/useObjectUrl';
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
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const preview = useObjectUrl(file);
  const { upload, remove } = useAvatar(user.id);

  const choose = (chosen: File | null) => {
    setError(null);
    if (!chosen) return setFile(null);
    const problem = checkAvatar(chosen);
    if (problem) {
      setFile(null);
      setError(t(problem));
      return;
    }
    setFile(chosen);
  };

  const failed = (cause: unknown) => {
    const message =
      cause instanceof ApiError
        ? (fieldErrorTexts(t, cause, ['avatar']).avatar ?? errorMessage(t, cause))
        : null;
    setError(message ?? t('users.avatar.failed'));
    void showToast({ intent: 'danger', icon: 'error', message: t('users.avatar.failed') });
  };

  const send = () => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: () => {
        setFile(null);
        void showToast({ intent: 'success', icon: 'tick', message: t('users.avatar.uploaded') });
      },
      onError: failed,
    });
  };

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
                  loading={upload.isPending}
                  onClick={send}
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
                loading={remove.isPending}
                data-testid="user-avatar-remove"
                onClick={() =>
                  remove.mutate(undefined, {
                    onSuccess: () =>
                      void showToast({
                        intent: 'success',
                        icon: 'tick',
                        message: t('users.avatar.removed'),
                      }),
                    onError: failed,
                  })
                }
              />
            )}
          </div>
        </FormGroup>
      )}
    </div>
  );
}
