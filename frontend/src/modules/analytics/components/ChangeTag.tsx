import { Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { formatNumber, intlLocale } from '../../../lib/intl';

/**
 * A figure's change from the period before ("+25% vs previous period"), its value on hover;
 * `compact` (a table's cell): the percent alone ("+25%", "—" without a previous figure), the
 * sentence on hover and for screen readers.
 */
export function ChangeTag({
  now,
  before,
  compact = false,
}: {
  now: number;
  before: number;
  compact?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const percent = new Intl.NumberFormat(intlLocale(i18n.language), {
    style: 'percent',
    maximumFractionDigits: 0,
    signDisplay: 'exceptZero',
  });
  const change = before === 0 ? null : (now - before) / before;
  const sentence =
    change === null
      ? t('analytics.noComparison')
      : t('analytics.change', { value: percent.format(change) });
  const previous = t('analytics.previous', { value: formatNumber(before, i18n.language) });
  return (
    // multiline: a narrow card (a phone, a long language) wraps its note, not cuts it.
    <Tag
      minimal
      multiline
      intent={change === null || change === 0 ? 'none' : change > 0 ? 'success' : 'danger'}
      title={compact ? `${sentence} (${previous})` : previous}
      aria-label={compact ? sentence : undefined}
    >
      {compact ? (change === null ? '—' : percent.format(change)) : sentence}
    </Tag>
  );
}
