import { Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { CloneRow } from '../../../api/cloning';
import { formatDateTime } from '../../../lib/intl';
import { StaticTable, type StaticColumn } from '../../../ui/list/StaticTable';
import { useLinkProps } from '../../../ui/useLinkProps';
import { TYPE_LABEL } from '../cloneLabels';
import { CloneStateCell } from './CloneStateCell';

/**
 * The clone ledger of one article: where each copy went, by whom, when, how, and how it ended (a
 * card per copy on a phone).
 */
export function ClonesTable({ rows }: { rows: readonly CloneRow[] }) {
  const { t, i18n } = useTranslation();
  const link = useLinkProps();
  const columns: StaticColumn<CloneRow>[] = [
    {
      id: 'into',
      title: t('cloning.logs.columns.into'),
      render: (row) => (
        <div className="ams-clone-into">
          <a {...link(`/apps/websites/view/${row.websiteId}`)}>{row.websiteName}</a>
          {row.link ? (
            <a
              href={row.link}
              target="_blank"
              rel="noopener noreferrer"
              data-testid={`clone-link-${row.id}`}
            >
              {t('cloning.logs.remotePost', { id: row.remoteId ?? '' })}
            </a>
          ) : (
            <span className="ams-muted">{t('cloning.logs.noRemotePost')}</span>
          )}
          {row.sourceChanged && (
            <Tag
              minimal
              intent="warning"
              icon="changes"
              data-testid={`clone-source-changed-${row.id}`}
            >
              {t('cloning.sourceChanged')}
            </Tag>
          )}
          {row.params?.followSource && (
            <Tag minimal icon="refresh" data-testid={`clone-follows-${row.id}`}>
              {t('cloning.followsSource')}
            </Tag>
          )}
        </div>
      ),
    },
    {
      id: 'by',
      title: t('cloning.logs.columns.by'),
      render: (row) => row.clonedBy?.name ?? <span className="ams-muted">{t('jobs.system')}</span>,
    },
    {
      id: 'date',
      title: t('cloning.logs.columns.date'),
      render: (row) => formatDateTime(row.updatedAt, i18n.language),
    },
    { id: 'type', title: t('cloning.logs.columns.type'), render: (row) => t(TYPE_LABEL[row.type]) },
    {
      id: 'outcome',
      title: t('cloning.logs.columns.outcome'),
      render: (row) => <CloneStateCell row={row} />,
    },
  ];
  return (
    <StaticTable
      testId="clones-table"
      className="ams-clones-table"
      compact
      rows={rows}
      columns={columns}
      rowKey={(row) => row.id}
      rowTestId={(row) => `clone-row-${row.id}`}
      rowProps={(row) => ({ 'data-website': row.websiteId })}
    />
  );
}
