import { Icon } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { YoastOutcome } from '../../../api/cloning';
import { YOAST_MESSAGE } from '../cloneLabels';

/** One line on what became of the SEO data on the destination. */
export function YoastNote({ yoast, testId }: { yoast: YoastOutcome | null; testId?: string }) {
  const { t } = useTranslation();
  const message = yoast ? YOAST_MESSAGE[yoast] : null;
  if (!yoast || !message) return null;
  const [key, intent] = message;
  return (
    <span className={`ams-yoast-note ams-intent-${intent}`} data-testid={testId} data-yoast={yoast}>
      <Icon icon={intent === 'success' ? 'tick' : 'info-sign'} intent={intent} size={12} /> {t(key)}
    </span>
  );
}
