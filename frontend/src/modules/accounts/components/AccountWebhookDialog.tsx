import { Button, Callout, Dialog, DialogBody, FormGroup, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { Account, AccountWebhook } from '../../../api/accounts';
import { errorMessage, errorText } from '../../../i18n/errorText';
import { formatDateTime } from '../../../lib/intl';
import { FormDialog } from '../../../ui/form/FormDialog';
import { useEntityForm } from '../../../ui/form/useEntityForm';
import { PageLoader } from '../../../ui/PageLoader';
import { showToast } from '../../../ui/toaster';
import { useAccountWebhook, useAccountWebhookActions } from '../hooks/useAccountWebhook';
import { runMutation } from '../../../api/runMutation';

interface WebhookDraft {
  url: string;
  secret: string;
}
const FIELDS = ['url', 'secret'] as const;

/**
 * An account's webhook: where its desk's notices are posted (Slack or Teams incoming webhook, or
 * any receiver checking the signature), the secret that signs them, a test post, and how the last
 * delivery went.
 */
export function AccountWebhookDialog({
  account,
  onClose,
}: {
  account: Account;
  onClose: () => void;
}) {
  const hook = useAccountWebhook(account.id);
  const { t } = useTranslation();
  if (!hook.data) {
    return (
      <Dialog
        isOpen
        onClose={onClose}
        icon="send-to-graph"
        title={t('accounts.webhook.title', { name: account.name })}
      >
        <DialogBody>
          {hook.isError ? (
            <Callout intent="danger">{errorMessage(t, hook.error)}</Callout>
          ) : (
            <PageLoader />
          )}
        </DialogBody>
      </Dialog>
    );
  }
  return <WebhookForm account={account} hook={hook.data} onClose={onClose} />;
}

function WebhookForm({
  account,
  hook,
  onClose,
}: {
  account: Account;
  hook: AccountWebhook;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const actions = useAccountWebhookActions(account.id);
  const form = useEntityForm({
    initial: (): WebhookDraft => ({ url: hook.url ?? '', secret: '' }),
    fields: FIELDS,
    validate: (draft) => ({
      ...(!draft.url.trim() ? { url: 'accounts.webhook.rules.urlRequired' as const } : {}),
      ...(!hook.secretSet && draft.secret.length < 16
        ? { secret: 'accounts.webhook.rules.secretShort' as const }
        : {}),
    }),
    mutation: actions.save,
    toVariables: (draft) => ({
      url: draft.url.trim(),
      ...(draft.secret ? { secret: draft.secret } : {}),
    }),
    idPrefix: 'account-webhook',
    codeFields: { 'webhook.secret_required': 'secret' },
    messages: { saved: t('accounts.webhook.saved') },
    afterSave: { secret: '' },
  });
  const test = () =>
    runMutation(actions.test, undefined, {
      onSuccess: () =>
        void showToast({
          intent: 'success',
          icon: 'tick',
          message: t('accounts.webhook.delivered'),
        }),
      onError: (error) =>
        void showToast({ intent: 'danger', icon: 'error', message: errorMessage(t, error) }),
    });
  const remove = () =>
    runMutation(
      actions.save,
      { url: null },
      {
        onSuccess: () => {
          void showToast({
            intent: 'success',
            icon: 'trash',
            message: t('accounts.webhook.removed'),
          });
          onClose();
        },
        onError: (error) =>
          void showToast({ intent: 'danger', icon: 'error', message: errorMessage(t, error) }),
      },
    );
  const [outcome, status] = (hook.lastOutcome ?? '').split(':');
  const title = t('accounts.webhook.title', { name: account.name });
  return (
    <FormDialog
      title={title}
      icon="send-to-graph"
      onClose={onClose}
      form={form}
      label={title}
      testId="account-webhook-form"
      saveTestId="account-webhook-save"
    >
      <p className="ams-muted">{t('accounts.webhook.intro')}</p>
      {hook.lastAttemptAt && (
        <Callout
          intent={outcome === 'delivered' ? 'success' : 'warning'}
          data-testid="account-webhook-last"
        >
          {outcome === 'delivered'
            ? t('accounts.webhook.lastDelivered', {
                at: formatDateTime(hook.lastAttemptAt, i18n.language),
              })
            : t('accounts.webhook.lastFailed', {
                at: formatDateTime(hook.lastAttemptAt, i18n.language),
                reason:
                  errorText(t, {
                    code: outcome ?? null,
                    params: status ? { status: Number(status) } : undefined,
                  }) ?? outcome,
              })}
        </Callout>
      )}
      <FormGroup
        label={t('accounts.webhook.url')}
        {...form.groupProps('url', t('accounts.webhook.urlHint'))}
      >
        <InputGroup {...form.inputProps('url')} type="url" maxLength={500} dir="ltr" />
      </FormGroup>
      <FormGroup
        label={t('accounts.webhook.secret')}
        {...form.groupProps(
          'secret',
          hook.secretSet ? t('accounts.webhook.secretKept') : t('accounts.webhook.secretHint'),
        )}
      >
        <InputGroup
          {...form.inputProps('secret')}
          type="password"
          autoComplete="new-password"
          maxLength={200}
          dir="ltr"
        />
      </FormGroup>
      {hook.url && (
        <div className="ams-row-actions">
          <Button
            icon="send-message"
            text={t('accounts.webhook.test')}
            loading={actions.test.isPending}
            onClick={test}
            data-testid="account-webhook-test"
          />
          <Button
            minimal
            intent="danger"
            icon="trash"
            text={t('accounts.webhook.remove')}
            onClick={remove}
            data-testid="account-webhook-remove"
          />
        </div>
      )}
    </FormDialog>
  );
}
