import { Button, Callout, Card, Spinner, Tag } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../api/users';
import { abilityAtom } from '../../../state/abilityAtom';
import { EmptyState } from '../../../ui/EmptyState';
import { StaticTable, type StaticColumn } from '../../../ui/list/StaticTable';
import { useLinkProps } from '../../../ui/useLinkProps';
import { VerifiedTag, useUserWebsitesQuery, type UserWebsite } from '../../websites';
import { errorMessage } from '../../../i18n/errorText';

/** The websites this user is assigned to (of those the viewer sees), can-edit or view-only. */
export function WebsiteAssignments({ user }: { user: User }) {
  const { t } = useTranslation();
  const link = useLinkProps();
  const canRead = useAtomValue(abilityAtom).can('read', 'website');
  const assignments = useUserWebsitesQuery(user.id, canRead);

  const columns: StaticColumn<UserWebsite>[] = [
    {
      id: 'name',
      title: t('websites.columns.name'),
      rowHeader: true,
      render: ({ website }) => <a {...link(`/apps/websites/view/${website.id}`)}>{website.name}</a>,
    },
    {
      id: 'verified',
      title: t('websites.columns.verified'),
      render: ({ website }) => <VerifiedTag website={website} />,
    },
    {
      id: 'access',
      title: t('websites.userAssignments.access'),
      render: ({ canWrite }) => (
        <Tag minimal round intent={canWrite ? 'success' : 'none'}>
          {canWrite ? t('websites.users.canWrite') : t('websites.users.viewOnly')}
        </Tag>
      ),
    },
  ];

  let body;
  if (!canRead) {
    body = <p className="ams-muted">{t('websites.userAssignments.noAccess')}</p>;
  } else if (assignments.isPending) {
    body = <Spinner size={20} aria-label={t('common.loading')} />;
  } else if (assignments.isError) {
    return (
      <div data-testid="user-websites">
        <EmptyState
          icon="error"
          title={t('websites.userAssignments.loadFailed')}
          description={errorMessage(t, assignments.error)}
          action={<Button text={t('common.retry')} onClick={() => void assignments.refetch()} />}
        />
      </div>
    );
  } else if (assignments.data.length === 0) {
    body = <p className="ams-muted">{t('websites.userAssignments.none')}</p>;
  } else {
    body = (
      <StaticTable
        testId="user-websites-table"
        compact
        rows={assignments.data}
        rowKey={({ website }) => website.id}
        rowTestId={({ website }) => `user-website-${website.id}`}
        columns={columns}
      />
    );
  }

  return (
    <Card className="ams-details-card" data-testid="user-websites">
      {user.role?.isAdmin && (
        <Callout intent="primary" icon="info-sign" className="ams-form-callout">
          {t('websites.userAssignments.adminBody')}
        </Callout>
      )}
      {body}
    </Card>
  );
}
