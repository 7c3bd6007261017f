import { Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { RefusalReason, Tracking } from '../../../api/analytics';
import { formatDateTime, formatNumber, formatRelativeTime } from '../../../lib/intl';
import { Heading } from '../../../ui/Heading';

const REASONS = [
  'origin',
  'bot',
  'foreign_page',
  'rate_limited',
] as const satisfies RefusalReason[];

/**
 * Whether a website's tracker works: when its last page view was stored, and the beacons refused
 * over the last week, each reason said in words (what to fix on the site, or nothing to fix).
 * Refreshed live with the website's figures (`analytics.changed`).
 */
export function TrackerHealth({ tracking }: { tracking: Tracking }) {
  const { t, i18n } = useTranslation();
  const refused = REASONS.filter((reason) => tracking.refused[reason] > 0);
  return (
    <div className="ams-tracker-health" data-testid="tracker-health">
      <Heading level={3} size={5}>
        {t('analytics.health.title')}
      </Heading>
      <p data-testid="tracker-last-beacon">
        {tracking.lastBeaconAt ? (
          <span title={formatDateTime(tracking.lastBeaconAt, i18n.language)}>
            {t('analytics.health.lastBeacon', {
              when: formatRelativeTime(tracking.lastBeaconAt, i18n.language),
            })}
          </span>
        ) : (
          <span className="ams-muted">{t('analytics.health.noBeacon')}</span>
        )}
      </p>
      {refused.length === 0 ? (
        <p className="ams-muted" data-testid="tracker-refused-none">
          {t('analytics.health.noneRefused')}
        </p>
      ) : (
        <ul className="ams-tracker-refused" data-testid="tracker-refused">
          {refused.map((reason) => (
            <li key={reason} data-testid={`tracker-refused-${reason}`}>
              <Tag minimal intent={reason === 'bot' ? 'none' : 'warning'}>
                {formatNumber(tracking.refused[reason], i18n.language)}
              </Tag>{' '}
              {t(`analytics.health.reasons.${reason}`)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
