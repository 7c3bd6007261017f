import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/errors';
import { errorText } from '../../../i18n/errorText';

/** The sentence for a failed auth request: throttling, network, or the server's code translated. */
export function useAuthErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation();
  return useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiError)) return t('common.unknownError');
      if (error.status === 429) return t('auth.errors.tooManyAttempts');
      if (error.status === 0) return t('auth.errors.network');
      if (error.status >= 500) return errorText(t, error) ?? t('common.unknownError');
      return errorText(t, error) ?? (error.message || t('common.unknownError'));
    },
    [t],
  );
}
