import { Card } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { assetUrl } from '../../branding';
import { Heading } from '../../../ui/Heading';

interface SettingsPreviewProps {
  iconUrl: string;
  logoUrl: string | null;
}

/** Current (or newly chosen) icon and logo. SVG in an <img> cannot run scripts. */
export function SettingsPreview({ iconUrl, logoUrl }: SettingsPreviewProps) {
  const { t } = useTranslation();
  return (
    <Card className="ams-settings-preview" data-testid="settings-preview">
      <Heading level={2} size={5}>
        {t('settings.preview')}
      </Heading>
      <div>
        <div className="ams-muted">{t('settings.currentIcon')}</div>
        <img src={assetUrl(iconUrl)} alt={t('settings.currentIcon')} data-testid="icon-preview" />
      </div>
      <div>
        <div className="ams-muted">{t('settings.currentLogo')}</div>
        {logoUrl ? (
          <img src={logoUrl} alt={t('settings.currentLogo')} data-testid="logo-preview" />
        ) : (
          <span>{t('settings.noLogo')}</span>
        )}
      </div>
    </Card>
  );
}
