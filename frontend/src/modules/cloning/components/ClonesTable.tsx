import { HTMLTable, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { CloneRow } from '../../../api/cloning';
import { formatDateTime } from '../../../lib/intl';
import { useLinkProps } from '../../../ui/useLinkProps';
import { TYPE_LABEL } from '../cloneLabels';
import { CloneStateCell } from './CloneStateCell';

/** The clone ledger of one article: where each copy went, by whom, when, how, and how it ended. */
export function ClonesTable({ rows }: { rows: readonly CloneRow[] }) {
  const { t, i18n } = useTranslation();
  const link = useLinkProps();
  return (
    <div className="ams-clones-scroll">
      <HTMLTable className="ams-clones-table" striped compact data-testid="clones-table">
        <thead>
          <tr>
            <th scope="col">{t('cloning.logs.columns.into')}</th>
            <th scope="col">{t('cloning.logs.columns.by')}</th>
            <th scope="col">{t('cloning.logs.columns.date')}</th>
            <th scope="col">{t('cloning.logs.columns.type')}</th>
            <th scope="col">{t('cloning.logs.columns.outcome')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-testid={`clone-row-${row.id}`} data-website={row.websiteId}>
              <td data-label={t('cloning.logs.columns.into')}>
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
                </div>
              </td>
              <td data-label={t('cloning.logs.columns.by')}>
                {row.clonedBy?.name ?? <span className="ams-muted">{t('jobs.system')}</span>}
              </td>
              <td data-label={t('cloning.logs.columns.date')}>
                {formatDateTime(row.updatedAt, i18n.language)}
              </td>
              <td data-label={t('cloning.logs.columns.type')}>{t(TYPE_LABEL[row.type])}</td>
              <td data-label={t('cloning.logs.columns.outcome')}>
                <CloneStateCell row={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
