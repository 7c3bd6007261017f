import { Button, Callout } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { probeNow } from '../api/serverReachability';
import { serverReachabilityAtom } from '../state/serverReachabilityAtom';

/**
 * The one place that says the server is unreachable (widgets pause instead of failing each on its
 * own), with the countdown to the next try and a way to try at once. Gone as soon as it answers.
 */
export function ConnectionBanner() {
  const { t } = useTranslation();
  const reachability = useAtomValue(serverReachabilityAtom);
  const [now, setNow] = useState(() => Date.now());
  const offline = reachability.state === 'offline';
  useEffect(() => {
    if (!offline) return;
    const tick = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(tick);
  }, [offline]);
  if (reachability.state !== 'offline') return null;
  const seconds = Math.max(0, Math.ceil((reachability.retryAt - now) / 1_000));
  return (
    <div className="ams-connection-banner" role="status" aria-live="polite">
      <Callout intent="warning" icon="warning-sign" data-testid="connection-banner" compact>
        <span className="ams-connection-banner-text">
          <strong>{t('connection.lost')}</strong>{' '}
          {seconds > 0 ? t('connection.retryIn', { seconds }) : t('connection.retrying')}
        </span>
        <Button
          size="small"
          variant="outlined"
          onClick={probeNow}
          text={t('connection.retryNow')}
        />
      </Callout>
    </div>
  );
}
