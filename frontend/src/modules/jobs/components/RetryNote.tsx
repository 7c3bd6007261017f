import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobRun } from '../../../api/jobs';
import { failureText } from '../jobLabels';

type Retrying = Pick<
  JobRun,
  'id' | 'attempts' | 'maxAttempts' | 'nextAttemptAt' | 'code' | 'message' | 'params'
>;

/** "next try in 18 s", ticking once a second; mounted anew (keyed) for each new time. */
function Countdown({ at }: { at: string }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const seconds = Math.max(0, Math.ceil((Date.parse(at) - now) / 1000));
  return <>{seconds > 0 ? t('jobs.retrying.next', { seconds }) : t('jobs.retrying.now')}</>;
}

/**
 * A run waiting for its next attempt after a failed one, said plainly: "Attempt 2 of 4 failed:
 * cannot connect to … · next try in 18 s". Nothing while it is not retrying.
 */
export function RetryNote({ run }: { run: Retrying }) {
  const { t } = useTranslation();
  if (!run.nextAttemptAt) return null;
  const reason = failureText(t, run);
  return (
    <span className="ams-job-retry" data-testid={`job-retry-${run.id}`} role="status">
      {t('jobs.retrying.failed', { attempts: run.attempts, max: run.maxAttempts })}
      {reason && `: ${reason}`}
      {' · '}
      <Countdown key={run.nextAttemptAt} at={run.nextAttemptAt} />
    </span>
  );
}
