import { Spinner, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useWebsiteUsersQuery } from '../hooks/useWebsites';

/**
 * The list endpoint carries no users count, so each visible row asks for its website's
 * assignments (the same cached query the users tab reads).
 */
export function AssignedUsersCount({ websiteId }: { websiteId: number }) {
  const { t } = useTranslation();
  const users = useWebsiteUsersQuery(websiteId);
  if (users.isPending) return <Spinner size={14} aria-label={t('common.loading')} />;
  if (users.isError) return <span className="ams-muted">—</span>;
  return (
    <Tag
      minimal
      round
      icon="people"
      title={t('websites.columns.users')}
      data-testid={`website-users-count-${websiteId}`}
    >
      {users.data.length}
    </Tag>
  );
}
