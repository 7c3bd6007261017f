import { Button, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { ConnectionTest } from '../../../api/providers';
import { errorText } from '../../../i18n/errorText';
import { formatNumber } from '../../../lib/intl';
import { useConnectionTest } from '../hooks/useProviders';

interface TestConnectionButtonProps {
  kind: 'provider' | 'service';
  id: number;
  small?: boolean;
}

/** Sends a one-token request (or a one-word translation) and shows the latency or the failure. */
export function TestConnectionButton({ kind, id, small }: TestConnectionButtonProps) {
  const { t, i18n } = useTranslation();
  const test = useConnectionTest();
  const result: ConnectionTest | undefined = test.data;
  const failure = (r: ConnectionTest) =>
    (r.code && errorText(t, { code: r.code })) ?? r.message ?? t('providers.testFailed');
  return (
    <span className="ams-test-connection" data-testid={`${kind}-test-${id}`}>
      <Button
        icon="satellite"
        size={small ? 'small' : undefined}
        variant={small ? 'minimal' : undefined}
        text={small ? undefined : t('providers.testConnection')}
        title={t('providers.testConnection')}
        aria-label={t('providers.testConnection')}
        loading={test.isPending}
        data-testid={`${kind}-test-button-${id}`}
        onClick={() => test.mutate({ kind, id })}
      />
      {result?.ok && (
        <Tag intent="success" minimal data-testid={`${kind}-test-result-${id}`}>
          {t('providers.testOk', { ms: formatNumber(result.latencyMs, i18n.language) })}
        </Tag>
      )}
      {result && !result.ok && (
        <Tag
          intent="danger"
          minimal
          data-testid={`${kind}-test-result-${id}`}
          title={result.detail}
        >
          {failure(result)}
          {result.detail ? ` — ${result.detail}` : ''}
        </Tag>
      )}
      {test.isError && (
        <Tag intent="danger" minimal data-testid={`${kind}-test-result-${id}`}>
          {t('providers.testFailed')}
        </Tag>
      )}
    </span>
  );
}
