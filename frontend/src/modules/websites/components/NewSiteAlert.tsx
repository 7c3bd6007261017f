import { Alert } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

interface NewSiteAlertProps {
  /** The home addresses of the site the articles came from and of the one answering now. */
  otherSite: { was: string; now: string } | null;
  websiteName: string;
  loading: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The address answers as another WordPress than the one synced: its articles are never remapped
 * by post id; the editor may start the website afresh as the new site, after this question.
 */
export function NewSiteAlert({
  otherSite,
  websiteName,
  loading,
  onConfirm,
  onCancel,
}: NewSiteAlertProps) {
  const { t } = useTranslation();
  return (
    <Alert
      isOpen={otherSite !== null}
      intent="danger"
      icon="swap-horizontal"
      loading={loading}
      canEscapeKeyCancel
      cancelButtonText={t('websites.newSite.keep')}
      confirmButtonText={t('websites.newSite.confirm')}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p data-testid="website-new-site-question">
        {t('websites.newSite.question', {
          name: websiteName,
          was: otherSite?.was ?? '',
          now: otherSite?.now ?? '',
        })}
      </p>
      <p>{t('websites.newSite.consequence')}</p>
    </Alert>
  );
}
