import { AnchorButton } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../../app/routeTypes';
import { ComingLater } from '../../../ui/ComingLater';
import { PageHeader } from '../../../ui/PageHeader';
import { useLinkProps } from '../../../ui/useLinkProps';

/** Areas whose capability ships in a later version (users, websites, articles…). */
export default function ComingLaterPage({ route }: PageProps) {
  const { t } = useTranslation();
  const link = useLinkProps();
  return (
    <>
      <PageHeader title={t(route.titleKey)} />
      <ComingLater
        action={<AnchorButton {...link('/dashboards')}>{t('common.backToDashboard')}</AnchorButton>}
      />
    </>
  );
}
