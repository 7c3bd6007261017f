import { Button, Callout } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface RecoveryCodesProps {
  codes: string[];
  onDone: () => void;
}

/** The ten single-use codes, shown this once, with a copy button. */
export function RecoveryCodes({ codes, onDone }: RecoveryCodesProps) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<boolean | null>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <div data-testid="two-factor-recovery-codes">
      <Callout intent="success" icon="tick-circle" className="ams-form-callout">
        {t('authFlows.security.enabled')}
      </Callout>
      <Callout intent="warning" className="ams-form-callout">
        {t('authFlows.security.codesOnce')}
      </Callout>
      <ul className="ams-recovery-codes" aria-label={t('authFlows.security.codesTitle')}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="ams-auth-links">
        <Button
          icon={copied ? 'tick' : 'duplicate'}
          text={copied ? t('authFlows.security.copied') : t('authFlows.security.copy')}
          data-testid="two-factor-copy-codes"
          onClick={() => void copy()}
        />
        <Button
          intent="primary"
          text={t('authFlows.security.done')}
          data-testid="two-factor-done"
          onClick={onDone}
        />
      </div>
      {copied === false && <p className="ams-muted">{t('authFlows.security.copyFailed')}</p>}
    </div>
  );
}
