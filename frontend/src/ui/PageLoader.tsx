import { Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

export function PageLoader() {
  const { t } = useTranslation();
  return (
    <div className="ams-page-loader" role="status" aria-label={t('common.loading')}>
      <Spinner size={32} />
    </div>
  );
}
