import { Card, H5 } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { assetUrl } from '../../branding/assetUrl';

interface SettingsPreviewProps {
  iconUrl: string;
  logoUrl: string | null;
}

/** Current (or newly chosen) icon and logo. SVG in an <img> cannot run scripts. */
export function SettingsPreview({ iconUrl, logoUrl }: SettingsPreviewProps) {
  const { t } = useTranslation();
  return (
    <Card className="ams-settings-preview" data-testid="settings-preview">
      <H5>{t('settings.preview')}</H5>
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
