import { Button, Card } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { ProviderOption } from '../../../api/providers';
import type { Website } from '../../../api/websites';
import { DetailsTable, type DetailRow } from '../../../ui/DetailsTable';
import { useProviderOptions, useServiceOptions } from '../hooks/useProviderOptions';
import { languageName } from '../languages';
import { Heading } from '../../../ui/Heading';

interface WebsiteSettingsProps {
  website: Website;
  canWrite: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** The stored configuration (the key only masked), with edit and delete for writers. */
export function WebsiteSettings({ website, canWrite, onEdit, onDelete }: WebsiteSettingsProps) {
  const { t, i18n } = useTranslation();
  const none = (text: string) => <span className="ams-muted">{text}</span>;
  const ai = useProviderOptions('ai');
  const translation = useProviderOptions('translation');
  const services = useServiceOptions(website.aiServiceId === null ? null : website.aiProviderId);
  const providerName = (options: ProviderOption[] | undefined, id: number | null) => {
    if (id === null) return none(t('websites.notSet'));
    const provider = options?.find((p) => p.id === id);
    if (!provider) return options ? `#${id}` : '…';
    return provider.active
      ? provider.prettyName
      : t('websites.providerOff', { name: provider.prettyName });
  };
  const serviceName = () => {
    if (website.aiServiceId === null) return none(t('websites.notSet'));
    const service = services.data?.find((s) => s.id === website.aiServiceId);
    if (!service) return services.data ? `#${website.aiServiceId}` : '…';
    const name = `${service.name} (${service.model})`;
    return service.active ? name : t('websites.providerOff', { name });
  };
  const rows: DetailRow[] = [
    [t('websites.fields.name'), website.name, 'name'],
    [
      t('websites.fields.apiUsername'),
      website.apiUsername ?? none(t('websites.notSet')),
      'api-username',
    ],
    [t('websites.fields.apiKey'), website.apiKeyMasked ?? none(t('websites.notSet')), 'api-key'],
    [
      t('websites.fields.language'),
      website.language ? languageName(website.language, i18n.language) : none(t('websites.notSet')),
      'language',
    ],
    [t('websites.fields.aiProvider'), providerName(ai.data, website.aiProviderId), 'ai-provider'],
    [t('websites.fields.aiService'), serviceName(), 'ai-service'],
    [
      t('websites.fields.translationProvider'),
      providerName(translation.data, website.translationProviderId),
      'translation-provider',
    ],
    [
      t('websites.fields.syncInterval'),
      website.syncIntervalMinutes
        ? t('websites.everyMinutes', { minutes: website.syncIntervalMinutes })
        : t('websites.scheduleOff'),
      'sync-interval',
    ],
  ];
  return (
    <Card className="ams-website-settings" data-testid="website-settings">
      <DetailsTable rows={rows} rowTestId="website-setting" />
      {canWrite && (
        <>
          <div className="ams-website-actions">
            <Button
              icon="edit"
              text={t('websites.edit')}
              onClick={onEdit}
              data-testid="website-edit"
            />
          </div>
          <div className="ams-danger-zone">
            <Heading level={2} size={5}>
              {t('websites.dangerZone')}
            </Heading>
            <p className="ams-muted">{t('websites.deleteWarning')}</p>
            <Button
              intent="danger"
              icon="trash"
              text={t('websites.delete')}
              onClick={onDelete}
              data-testid="website-delete"
            />
          </div>
        </>
      )}
    </Card>
  );
}
