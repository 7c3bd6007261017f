import { Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { CLONE_JOB_KIND, type CloneRun } from '../../../api/cloning';
import { errorText } from '../../../i18n/errorText';
import { formatDateTime } from '../../../lib/intl';
import { StaticTable, type StaticColumn } from '../../../ui/list/StaticTable';
import { useLinkProps } from '../../../ui/useLinkProps';
import { TYPE_LABEL } from '../cloneLabels';
import { CLONE_STATE_INTENT, CLONE_STATE_KEY } from './CloneStateCell';

/**
 * An article's clone history: one line per run, newest first — when, into which website and post,
 * by whom, how, whether it made a new copy or updated one, and how it ended (a card on a phone).
 */
export function CloneHistoryTable({ runs }: { runs: readonly CloneRun[] }) {
  const { t, i18n } = useTranslation();
  const link = useLinkProps();
  const columns: StaticColumn<CloneRun>[] = [
    {
      id: 'date',
      title: t('cloning.logs.columns.date'),
      render: (run) => formatDateTime(run.createdAt, i18n.language),
    },
    {
      id: 'into',
      title: t('cloning.logs.columns.into'),
      render: (run) => (
        <div className="ams-clone-into">
          <a {...link(`/apps/websites/view/${run.websiteId}`)}>{run.websiteName}</a>
          {run.link ? (
            <a href={run.link} target="_blank" rel="noopener noreferrer">
              {t('cloning.logs.remotePost', { id: run.remoteId ?? '' })}
            </a>
          ) : (
            <span className="ams-muted">{t('cloning.logs.noRemotePost')}</span>
          )}
        </div>
      ),
    },
    {
      id: 'by',
      title: t('cloning.logs.columns.by'),
      render: (run) =>
        run.followed ? (
          <span className="ams-muted" data-testid={`clone-run-followed-${run.id}`}>
            {t('cloning.history.followed')}
          </span>
        ) : (
          (run.by?.name ?? <span className="ams-muted">{t('jobs.system')}</span>)
        ),
    },
    { id: 'type', title: t('cloning.logs.columns.type'), render: (run) => t(TYPE_LABEL[run.type]) },
    {
      id: 'kind',
      title: t('cloning.history.columns.kind'),
      render: (run) => (
        <div className="ams-clone-into">
          <span data-testid={`clone-run-kind-${run.id}`}>
            {run.newCopy ? t('cloning.history.newCopy') : t('cloning.history.update')}
          </span>
          <a
            className="ams-muted"
            {...link(`/apps/jobs?name=${CLONE_JOB_KIND}&websiteId=${run.websiteId}`)}
          >
            {t('cloning.history.job', { id: run.jobId })}
          </a>
        </div>
      ),
    },
    {
      id: 'outcome',
      title: t('cloning.logs.columns.outcome'),
      render: (run) => (
        <div className="ams-clone-state" data-state={run.state}>
          <Tag minimal intent={CLONE_STATE_INTENT[run.state]}>
            {t(CLONE_STATE_KEY[run.state])}
          </Tag>
          {(run.state === 'failed' || run.state === 'cancelled') && (
            <span className="ams-clone-reason">
              {errorText(t, { code: run.errorCode }) ??
                run.errorMessage ??
                t('common.unknownError')}
            </span>
          )}
        </div>
      ),
    },
  ];
  return (
    <StaticTable
      testId="clone-history"
      className="ams-clones-table"
      compact
      rows={runs}
      columns={columns}
      rowKey={(run) => run.id}
      rowTestId={(run) => `clone-run-${run.id}`}
      rowProps={(run) => ({ 'data-website': run.websiteId, 'data-state': run.state })}
    />
  );
}
