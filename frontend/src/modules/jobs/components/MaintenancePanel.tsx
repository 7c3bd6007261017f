import { Button, Card, Classes, Collapse, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../api/errors';
import type { MaintenanceJob } from '../../../api/jobs';
import { errorText } from '../../../i18n/errorText';
import { formatDuration, formatRelativeTime } from '../../../lib/intl';
import { Heading } from '../../../ui/Heading';
import { actionsColumn, StaticTable, type StaticColumn } from '../../../ui/list/StaticTable';
import { showToast } from '../../../ui/toaster';
import { useMaintenance, useRunMaintenance } from '../hooks/useMaintenance';
import { runMutation } from '../../../api/runMutation';

/** Each periodic job's name in the reader's language (a job the API adds must be named here). */
const NAMES = {
  'maintenance.jobs.reconcile': 'jobs.maintenance.names.jobs_reconcile',
  'maintenance.analytics.retention': 'jobs.maintenance.names.analytics_retention',
  'maintenance.analytics.live': 'jobs.maintenance.names.analytics_live',
  'maintenance.presence.sweep': 'jobs.maintenance.names.presence_sweep',
  'maintenance.audit.retention': 'jobs.maintenance.names.audit_retention',
  'maintenance.notifications.digest': 'jobs.maintenance.names.notifications_digest',
} as const satisfies Record<MaintenanceJob['name'], string>;

/**
 * Periodic maintenance on the Jobs page (administrators): each repeatable job, how often it runs,
 * how its last tick ended and when the next is due, and a button that runs it now. Folded until
 * opened: while open it reads the queue again every few seconds.
 */
export function MaintenancePanel() {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const maintenance = useMaintenance(open);
  const run = useRunMaintenance();
  const locale = i18n.language;

  const runNow = (job: MaintenanceJob) =>
    runMutation(run, job.name, {
      onSuccess: () =>
        void showToast({
          intent: 'success',
          icon: 'play',
          message: t('jobs.maintenance.started', {
            name: t(NAMES[job.name]),
          }),
        }),
      onError: (error) =>
        void showToast({
          intent: 'danger',
          icon: 'error',
          message: errorText(t, error as ApiError) ?? (error as Error).message,
        }),
    });

  const columns: StaticColumn<MaintenanceJob>[] = [
    {
      id: 'name',
      title: t('jobs.maintenance.columns.job'),
      rowHeader: true,
      render: (job) => t(NAMES[job.name]),
    },
    {
      id: 'every',
      title: t('jobs.maintenance.columns.every'),
      render: (job) => formatDuration(job.everyMs, locale),
    },
    {
      id: 'last',
      title: t('jobs.maintenance.columns.last'),
      render: (job) =>
        job.last ? (
          <span>
            <Tag minimal intent={job.last.state === 'completed' ? 'success' : 'danger'}>
              {t(`jobs.states.${job.last.state}`)}
            </Tag>{' '}
            {t('jobs.maintenance.lastRun', {
              when: formatRelativeTime(job.last.startedAt, locale),
              duration: formatDuration(job.last.durationMs, locale),
            })}
            {job.last.state === 'failed' && job.last.message ? (
              <span className="ams-job-reason ams-job-maintenance-reason">
                {errorText(t, { code: job.last.code }) ?? job.last.message}
              </span>
            ) : null}
          </span>
        ) : (
          t('jobs.maintenance.never')
        ),
    },
    {
      id: 'next',
      title: t('jobs.maintenance.columns.next'),
      render: (job) =>
        job.nextRunAt
          ? formatRelativeTime(job.nextRunAt, locale)
          : t('jobs.maintenance.unscheduled'),
    },
    actionsColumn(t('jobs.maintenance.columns.actions'), (job) => (
      <Button
        size="small"
        variant="outlined"
        icon="play"
        text={t('jobs.maintenance.runNow')}
        loading={run.isPending && run.variables === job.name}
        onClick={() => runNow(job)}
      />
    )),
  ];

  return (
    <Card className="ams-job-maintenance" data-testid="jobs-maintenance">
      <div className="ams-job-maintenance-head">
        <div>
          <Heading level={2} size={5}>
            {t('jobs.maintenance.title')}
          </Heading>
          <p className={Classes.TEXT_MUTED}>{t('jobs.maintenance.subtitle')}</p>
        </div>
        <Button
          variant="minimal"
          icon={open ? 'chevron-up' : 'chevron-down'}
          text={open ? t('jobs.maintenance.hide') : t('jobs.maintenance.show')}
          aria-expanded={open}
          onClick={() => setOpen((was) => !was)}
        />
      </div>
      <Collapse isOpen={open}>
        {maintenance.isError ? (
          <p className="ams-job-reason">
            {errorText(t, maintenance.error as ApiError) ?? t('jobs.maintenance.loadFailed')}
          </p>
        ) : (
          <StaticTable
            testId="jobs-maintenance-table"
            rows={maintenance.data ?? []}
            columns={columns}
            rowKey={(job) => job.name}
            rowTestId={(job) => `maintenance-${job.name}`}
            compact
          />
        )}
      </Collapse>
    </Card>
  );
}
