import { Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { Website } from '../../../api/websites';

/** "Verified" or "Not verified", with the WordPress version and Yoast when known. */
export function VerifiedTag({ website }: { website: Website }) {
  const { t } = useTranslation();
  return (
    <span className="ams-verified" data-testid={`website-verified-${website.id}`}>
      <Tag
        minimal
        round
        intent={website.verified ? 'success' : 'warning'}
        icon={website.verified ? 'endorsed' : 'warning-sign'}
        data-verified={website.verified}
      >
        {website.verified ? t('websites.verified') : t('websites.notVerified')}
      </Tag>
      {website.wpVersion && (
        <Tag minimal title={t('websites.wpVersion')}>
          WP {website.wpVersion}
        </Tag>
      )}
      {website.yoastActive && (
        <Tag minimal intent="primary">
          {t('websites.yoast')}
        </Tag>
      )}
    </span>
  );
}
