import { Button, Callout, Card, Checkbox, Tag } from '@blueprintjs/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobRun } from '../../../api/jobs';
import { CONNECTOR_PLUGIN_URL, type SyncCoverage, type Website } from '../../../api/websites';
import { formatDateTime } from '../../../lib/intl';
import { DetailsTable, type DetailRow } from '../../../ui/DetailsTable';
import { useLinkProps } from '../../../ui/useLinkProps';
import { failureText, STATE_INTENT, STATE_LABEL, syncCounts } from '../../jobs';
import { coverageText, syncWindowText } from '../syncCoverage';
import { VerifiedTag } from './VerifiedTag';

interface WebsiteOverviewProps {
  website: Website;
  /** Verify and "Sync now" need write on this website. */
  canWrite: boolean;
  verifying: boolean;
  /** The start request is on its way, or whether a run is under way is not known yet. */
  starting: boolean;
  /** A sync of this website is running (or waits for its first progress). */
  syncing: boolean;
  onVerify: () => void;
  /** `full`: a full import; `notify`: mail me when it ends. */
  onSync: (opts: { full?: boolean; notify?: boolean }) => void;
  /** Starts the reconcile pass (deletions, cron publishing, renamed terms). */
  onReconcile?: () => void;
  reconciling?: boolean;
  /** The last sync run that ended, from job history. */
  lastRun?: JobRun;
  /** Posts on the site and posts synced; absent while it loads. */
  coverage?: SyncCoverage;
}

/** What verification learnt (WordPress version, timezone, Yoast) and the verify / sync actions. */
export function WebsiteOverview({
  website,
  canWrite,
  verifying,
  starting,
  syncing,
  onVerify,
  onSync,
  onReconcile,
  reconciling = false,
  lastRun,
  coverage,
}: WebsiteOverviewProps) {
  const { t, i18n } = useTranslation();
  // Whoever waits on the page sees the ending here: a mail only when asked for.
  const [notify, setNotify] = useState(false);
  const link = useLinkProps();
  const notSet = (value: ReactNode) =>
    value || <span className="ams-muted">{t('websites.unknown')}</span>;
  const rows: DetailRow[] = [
    [
      t('websites.fields.url'),
      <a href={website.url} target="_blank" rel="noopener noreferrer" className="ams-external">
        {website.url}
      </a>,
      'url',
    ],
    [t('websites.columns.verified'), <VerifiedTag website={website} />, 'verified'],
    [
      t('websites.verifiedAt'),
      notSet(website.verifiedAt && formatDateTime(website.verifiedAt, i18n.language)),
      'verified-at',
    ],
    [t('websites.wpVersion'), notSet(website.wpVersion), 'wp-version'],
    [t('websites.timezone'), notSet(website.timezone), 'timezone'],
    [
      t('websites.yoastStatus'),
      website.verified ? (
        <Tag minimal intent={website.yoastActive ? 'success' : 'none'}>
          {website.yoastActive ? t('websites.yoastActive') : t('websites.yoastInactive')}
        </Tag>
      ) : (
        notSet(null)
      ),
      'yoast',
    ],
    [
      t('websites.connectorStatus'),
      <span className="ams-connector">
        {website.verified ? (
          <Tag minimal intent={website.connectorActive ? 'success' : 'none'}>
            {website.connectorActive
              ? t('websites.connectorActive')
              : t('websites.connectorInactive')}
          </Tag>
        ) : (
          notSet(null)
        )}{' '}
        <a href={CONNECTOR_PLUGIN_URL} download data-testid="connector-download">
          {t('websites.connectorDownload')}
        </a>
      </span>,
      'connector',
    ],
    [
      t('websites.columns.lastSync'),
      website.lastSyncedAt
        ? formatDateTime(website.lastSyncedAt, i18n.language)
        : t('websites.never'),
      'last-sync',
    ],
    [t('websites.fields.syncDays'), syncWindowText(t, website.syncDays), 'sync-window'],
    [
      t('websites.fields.defaultAuthor'),
      website.defaultAuthor ?? t('websites.authorIsApiUser'),
      'default-author',
    ],
    [
      t('websites.fields.canonicalToSource'),
      <>
        {website.canonicalToSource ? t('websites.canonicalOn') : t('websites.canonicalOff')}
        {website.canonicalToSource &&
          website.verified &&
          !website.yoastActive &&
          !website.connectorActive && (
            <span className="ams-last-run-reason" data-testid="canonical-unwritten">
              {t('websites.canonicalNeedsPlugin')}
            </span>
          )}
      </>,
      'canonical',
    ],
    [
      t('websites.fields.keepSourceDate'),
      website.keepSourceDate ? t('websites.keepDateOn') : t('websites.keepDateOff'),
      'keep-date',
    ],
    [
      t('websites.fields.reviewAi'),
      website.reviewAi ? t('websites.reviewAiOn') : t('websites.reviewAiOff'),
      'review-ai',
    ],
    [
      t('websites.sync.coverageLabel'),
      coverage ? coverageText(t, coverage) : notSet(null),
      'sync-coverage',
    ],
    [
      t('websites.lastRun'),
      lastRun ? (
        <span className="ams-last-run" data-testid="website-last-run" data-state={lastRun.state}>
          <Tag minimal intent={STATE_INTENT[lastRun.state]}>
            {t(STATE_LABEL[lastRun.state])}
          </Tag>{' '}
          {formatDateTime(lastRun.finishedAt ?? lastRun.createdAt, i18n.language)}
          {lastRun.state === 'completed' && lastRun.detail && (
            <span className="ams-last-run-reason" data-testid="website-last-run-counts">
              {syncCounts(t, lastRun.detail)}
            </span>
          )}
          {lastRun.state === 'failed' && (
            <span className="ams-last-run-reason" data-testid="website-last-run-reason">
              {failureText(t, lastRun)}
            </span>
          )}{' '}
          <a {...link(`/apps/jobs?websiteId=${website.id}`)}>{t('websites.allRuns')}</a>
        </span>
      ) : (
        t('websites.never')
      ),
      'last-run',
    ],
  ];
  return (
    <Card className="ams-website-overview">
      {!website.verified && website.lastVerifyError && (
        <Callout
          intent="warning"
          title={t('websites.lastVerifyError')}
          className="ams-form-callout"
          data-testid="website-verify-error"
        >
          {verifyErrorText(website.lastVerifyError)}
        </Callout>
      )}
      <DetailsTable rows={rows} testId="website-overview" rowTestId="website-overview" />
      {canWrite && (
        <div className="ams-website-actions">
          <Button
            icon="endorsed"
            text={t('websites.verify')}
            loading={verifying}
            onClick={onVerify}
            data-testid="website-verify"
          />
          <Button
            intent="primary"
            icon="refresh"
            text={syncing ? t('websites.sync.running') : t('websites.sync.now')}
            loading={starting}
            disabled={!website.verified || syncing}
            title={website.verified ? undefined : t('websites.sync.verifyFirst')}
            onClick={() => onSync({ notify })}
            data-testid="website-sync"
          />
          <Button
            icon="import"
            text={t('websites.sync.fullImport')}
            disabled={!website.verified || syncing}
            title={t('websites.sync.fullImportHint')}
            onClick={() => onSync({ full: true, notify })}
            data-testid="website-full-import"
          />
          <Checkbox
            className="ams-sync-notify"
            label={t('websites.sync.notify')}
            title={t('websites.sync.notifyHint')}
            checked={notify}
            disabled={!website.verified || syncing}
            onChange={(e) => setNotify(e.currentTarget.checked)}
            data-testid="website-sync-notify"
          />
          {onReconcile && (
            <Button
              icon="search"
              text={t('websites.sync.reconcile')}
              loading={reconciling}
              disabled={!website.verified}
              title={t('websites.sync.reconcileHint')}
              onClick={onReconcile}
              data-testid="website-reconcile"
            />
          )}
          {!website.verified && <span className="ams-muted">{t('websites.sync.verifyFirst')}</span>}
        </div>
      )}
    </Card>
  );
}

/** The stored "reason: sentence" of a failed verification, as a person reads it: the sentence. */
export function verifyErrorText(stored: string): string {
  return stored.replace(/^[a-z]+(?:-[a-z]+)*:\s*/, '');
}
