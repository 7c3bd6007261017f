import '../notifications.css';
import { Button, Callout, Checkbox, FormGroup, HTMLTable, Switch } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type {
  NotificationPreference,
  NotificationPreferences as Choices,
} from '../../../api/notifications';
import { errorMessage } from '../../../i18n/errorText';
import { FormError } from '../../../ui/form/FormError';
import { useEntityForm } from '../../../ui/form/useEntityForm';
import { PageLoader } from '../../../ui/PageLoader';
import {
  useNotificationPreferences,
  useSaveNotificationPreferences,
} from '../hooks/useNotifications';

const FIELDS = ['data', 'digest'] as const;

/** What the person is told of, on the bell and by mail (their profile's Notifications tab). */
export function NotificationPreferences() {
  const { t } = useTranslation();
  const preferences = useNotificationPreferences();
  if (preferences.isPending) return <PageLoader />;
  if (preferences.isError) {
    return <Callout intent="danger">{errorMessage(t, preferences.error)}</Callout>;
  }
  return <PreferencesForm initial={preferences.data} />;
}

function PreferencesForm({ initial }: { initial: Choices }) {
  const { t } = useTranslation();
  const form = useEntityForm({
    initial: (): Choices => ({ data: initial.data, digest: initial.digest }),
    fields: FIELDS,
    mutation: useSaveNotificationPreferences(),
    toVariables: (draft) => draft,
    messages: { saved: t('notifications.preferences.saved') },
    idPrefix: 'notification-preferences',
  });
  const toggle = (kind: NotificationPreference['kind'], channel: 'inApp' | 'mail') =>
    form.set(
      'data',
      form.draft.data.map((p) => (p.kind === kind ? { ...p, [channel]: !p[channel] } : p)),
    );
  return (
    <form onSubmit={form.onSubmit} className="ams-notification-preferences" noValidate>
      <p>{t('notifications.preferences.intro')}</p>
      <FormError message={form.formError} />
      <HTMLTable compact data-testid="notification-preferences">
        <thead>
          <tr>
            <th scope="col">{t('notifications.preferences.kind')}</th>
            <th scope="col">{t('notifications.preferences.inApp')}</th>
            <th scope="col">{t('notifications.preferences.mail')}</th>
          </tr>
        </thead>
        <tbody>
          {form.draft.data.map((p) => (
            <tr key={p.kind}>
              <th scope="row">{t(`notifications.preferences.kinds.${p.kind}`)}</th>
              {(['inApp', 'mail'] as const).map((channel) => (
                <td key={channel}>
                  <Checkbox
                    checked={p[channel]}
                    aria-label={`${t(`notifications.preferences.kinds.${p.kind}`)}: ${t(`notifications.preferences.${channel}`)}`}
                    data-testid={`notification-pref-${p.kind}-${channel}`}
                    onChange={() => toggle(p.kind, channel)}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <FormGroup helperText={t('notifications.preferences.digestHint')}>
        <Switch
          checked={form.draft.digest}
          label={t('notifications.preferences.digest')}
          data-testid="notification-digest"
          onChange={(event) => form.set('digest', event.currentTarget.checked)}
        />
      </FormGroup>
      <Button
        type="submit"
        intent="primary"
        icon="floppy-disk"
        text={t('notifications.preferences.save')}
        loading={form.pending}
        data-testid="notification-preferences-save"
      />
    </form>
  );
}
