import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/EmptyState';
import { PageHeader } from '../../../ui/PageHeader';

/** Statistics need connected, synced websites; until then the page says so. */
export default function DashboardPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('dashboard.title')} />
      <EmptyState
        icon="timeline-bar-chart"
        title={t('dashboard.emptyTitle')}
        description={t('dashboard.emptyBody')}
      />
    </>
  );
}
