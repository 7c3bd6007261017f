import type { JSX } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './EmptyState';

/** Shown where a capability ships in a later version: says so, shows no invented data. */
export function ComingLater({ action }: { action?: JSX.Element }) {
  const { t } = useTranslation();
  return (
    <div data-testid="coming-later">
      <EmptyState
        icon="build"
        title={t('comingLater.title')}
        description={t('comingLater.body')}
        action={action}
      />
    </div>
  );
}
