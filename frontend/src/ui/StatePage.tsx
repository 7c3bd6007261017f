import { AnchorButton, NonIdealState, type IconName } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../i18n/keys';
import { reloadPage } from '../lib/reloadPage';
import { StateText } from './StateText';
import { useLinkProps } from './useLinkProps';

interface StatePageProps {
  icon: IconName;
  code?: string;
  titleKey: TranslationKey;
  bodyKey: TranslationKey;
  /** Where the main button leads; omit for no button. */
  action?: { to: string; labelKey: TranslationKey } | { reload: true; labelKey: TranslationKey };
}

/** Full-page state for error and misc pages (401, 404, 500, not authorized, maintenance…). */
export function StatePage({ icon, code, titleKey, bodyKey, action }: StatePageProps) {
  const { t } = useTranslation();
  const link = useLinkProps();
  const button =
    action &&
    ('reload' in action ? (
      <AnchorButton intent="primary" onClick={reloadPage}>
        {t(action.labelKey)}
      </AnchorButton>
    ) : (
      <AnchorButton intent="primary" {...link(action.to)}>
        {t(action.labelKey)}
      </AnchorButton>
    ));
  return (
    <div className="ams-state-page" data-testid="state-page">
      {code && (
        <div className="ams-state-code" aria-hidden="true">
          {code}
        </div>
      )}
      <NonIdealState
        icon={icon}
        description={<StateText level={1} title={t(titleKey)} description={t(bodyKey)} />}
        action={button}
      />
    </div>
  );
}
