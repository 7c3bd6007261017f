import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/EmptyState';
import { PageHeader } from '../../../ui/PageHeader';
import { PageLoader } from '../../../ui/PageLoader';
import { SettingsForm } from '../components/SettingsForm';
import { useSettingsQuery } from '../hooks/useSettings';

/** `/apps/settings` (manage all): the application title and icons. */
export default function SettingsPage() {
  const { t } = useTranslation();
  const settings = useSettingsQuery();
  return (
    <>
      <PageHeader title={t('settings.title')} subtitle={t('settings.subtitle')} />
      {settings.isPending && <PageLoader />}
      {settings.isError && (
        <EmptyState
          icon="error"
          title={t('settings.loadFailed')}
          description={t('common.unknownError')}
          action={<Button text={t('common.retry')} onClick={() => void settings.refetch()} />}
        />
      )}
      {settings.data && <SettingsForm key={settings.data.updatedAt} settings={settings.data} />}
    </>
  );
}
