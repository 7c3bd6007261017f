import { AnchorButton } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Website, WebsiteListQuery, WebsiteSort } from '../../../api/websites';
import { formatDateTime } from '../../../lib/intl';
import type { DataColumn } from '../../../ui/list/dataColumn';
import { toApiQuery } from '../../../ui/list/listParams';
import { ListResults } from '../../../ui/list/ListResults';
import { RowActions } from '../../../ui/list/RowActions';
import type { ListState } from '../../../ui/list/useListParams';
import { useLinkProps } from '../../../ui/useLinkProps';
import { useWebsitesQuery } from '../hooks/useWebsites';
import { languageName } from '../languages';
import { AssignedUsersCount } from './AssignedUsersCount';
import { VerifiedTag } from './VerifiedTag';

export type WebsiteFilter = 'verified';

interface WebsitesListProps {
  list: ListState<WebsiteSort, WebsiteFilter>;
  onEdit: (website: Website) => void;
  onDelete: (website: Website) => void;
  /** Whether the caller's role may write websites at all (each row also says so). */
  canWrite: boolean;
}

export const websiteViewPath = (id: number, tab?: string) =>
  `/apps/websites/view/${id}${tab ? `?tab=${tab}` : ''}`;

function toWebsiteQuery(list: ListState<WebsiteSort, WebsiteFilter>): WebsiteListQuery {
  const { verified, ...rest } = toApiQuery(list.params);
  return {
    ...rest,
    perPage: rest.perPage as WebsiteListQuery['perPage'],
    ...(verified === 'true' || verified === 'false' ? { verified: verified === 'true' } : {}),
  };
}

/** Name, address, language, verification, assigned users and last sync, paged by the server. */
export function WebsitesList({ list, onEdit, onDelete, canWrite }: WebsitesListProps) {
  const { t, i18n } = useTranslation();
  const link = useLinkProps();
  const query = useWebsitesQuery(toWebsiteQuery(list));

  const columns = useMemo(
    (): DataColumn<Website>[] => [
      {
        id: 'name',
        title: t('websites.columns.name'),
        sortKey: 'name',
        width: 170,
        grow: 2,
        interactive: true,
        render: (w) => (
          <a className="ams-website-name" {...link(websiteViewPath(w.id))}>
            {w.name}
          </a>
        ),
      },
      {
        id: 'url',
        priority: 4,
        title: t('websites.columns.url'),
        sortKey: 'url',
        width: 200,
        grow: 2,
        interactive: true,
        render: (w) => (
          <a href={w.url} target="_blank" rel="noopener noreferrer" className="ams-external">
            {w.url}
          </a>
        ),
      },
      {
        id: 'language',
        priority: 2,
        title: t('websites.columns.language'),
        width: 110,
        render: (w) =>
          w.language ? (
            languageName(w.language, i18n.language)
          ) : (
            <span className="ams-muted">—</span>
          ),
      },
      {
        id: 'verified',
        title: t('websites.columns.verified'),
        width: 220,
        grow: 1,
        render: (w) => <VerifiedTag website={w} />,
      },
      {
        id: 'users',
        priority: 1,
        title: t('websites.columns.users'),
        width: 90,
        render: (w) => <AssignedUsersCount website={w} />,
      },
      {
        id: 'lastSync',
        priority: 3,
        title: t('websites.columns.lastSync'),
        width: 160,
        render: (w) =>
          w.lastSyncedAt ? (
            formatDateTime(w.lastSyncedAt, i18n.language)
          ) : (
            <span className="ams-muted">{t('websites.never')}</span>
          ),
      },
      {
        id: 'actions',
        title: t('dataList.actions'),
        width: 110,
        interactive: true,
        render: (w) => (
          <div className="ams-row-actions">
            <AnchorButton
              variant="minimal"
              size="small"
              icon="eye-open"
              aria-label={t('websites.actions.view', { name: w.name })}
              data-testid={`websites-view-${w.id}`}
              {...link(websiteViewPath(w.id))}
            />
            <RowActions
              label={w.name}
              testIdPrefix="websites"
              id={w.id}
              onEdit={canWrite && w.canWrite ? () => onEdit(w) : undefined}
              onDelete={canWrite && w.canWrite ? () => onDelete(w) : undefined}
            />
          </div>
        ),
      },
    ],
    [t, i18n.language, link, onEdit, onDelete, canWrite],
  );

  return (
    <ListResults
      testId="websites-table"
      query={query}
      list={list}
      columns={columns}
      emptyTitle={t('websites.emptyTitle')}
      emptyBody={t('websites.emptyBody')}
      emptyBodyReadOnly={t('websites.emptyBodyReadOnly')}
      errorTitle={t('websites.loadFailed')}
    />
  );
}
