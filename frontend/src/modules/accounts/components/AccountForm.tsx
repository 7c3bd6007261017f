import { Callout, DialogBody, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Account, AccountInput, PlanCode } from '../../../api/accounts';
import { ApiError } from '../../../api/errors';
import { errorMessage, fieldErrorTexts } from '../../../i18n/errorText';
import { FormDialogFooter } from '../../../ui/FormDialogFooter';
import { showToast } from '../../../ui/toaster';
import { usePlansQuery, useSaveAccount } from '../hooks/useAccounts';
import { PLAN_CODES, planLabel } from '../plans';
import { validateAccountName, type AccountFieldErrors } from '../validation';

interface AccountFormProps {
  /** null: a new account. */
  account: Account | null;
  canChangePlan: boolean;
  onClose: () => void;
}

type Field = 'name' | 'plan';

/** Name (required, under 255 characters) and plan; the server's field messages show inline. */
export function AccountForm({ account, canChangePlan, onClose }: AccountFormProps) {
  const { t } = useTranslation();
  const plans = usePlansQuery();
  const save = useSaveAccount();
  const [name, setName] = useState(account?.name ?? '');
  const [plan, setPlan] = useState<PlanCode>(account?.plan.code ?? 'free');
  const [clientErrors, setClientErrors] = useState<AccountFieldErrors>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const planOptions = (plans.data ?? PLAN_CODES.map((code) => ({ code, name: code }))).map(
    (option) => ({ value: option.code, label: planLabel(t, option) }),
  );
  const nameError = clientErrors.name ? t(clientErrors.name) : serverErrors.name;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = validateAccountName(name);
    setClientErrors(errors);
    setServerErrors({});
    setFormError(null);
    if (errors.name) return;
    const input: Partial<AccountInput> = { name: name.trim() };
    if (!account || plan !== account.plan.code) input.plan = plan;
    save.mutate(
      { id: account?.id ?? null, input },
      {
        onSuccess: () => {
          void showToast({ intent: 'success', icon: 'tick', message: t('accounts.saved') });
          onClose();
        },
        onError: (error) => {
          if (!(error instanceof ApiError)) {
            setFormError(t('common.unknownError'));
            return;
          }
          const server = fieldErrorTexts(t, error, ['name', 'plan', 'planId'] as const);
          const fields = { name: server.name, plan: server.plan ?? server.planId };
          setServerErrors(fields);
          if (!fields.name && !fields.plan) setFormError(errorMessage(t, error));
        },
      },
    );
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t('accounts.formLabel')}
      data-testid="accounts-dialog"
    >
      <DialogBody>
        {formError && (
          <Callout intent="danger" className="ams-form-callout" role="alert">
            {formError}
          </Callout>
        )}
        <FormGroup
          label={t('accounts.fields.name')}
          labelFor="account-name"
          labelInfo={t('dataList.required')}
          intent={nameError ? 'danger' : 'none'}
          helperText={nameError}
        >
          <InputGroup
            id="account-name"
            name="name"
            autoFocus
            value={name}
            maxLength={300}
            intent={nameError ? 'danger' : 'none'}
            aria-invalid={nameError ? true : undefined}
            onChange={(event) => {
              setName(event.target.value);
              setServerErrors((current) => ({ ...current, name: undefined }));
            }}
          />
        </FormGroup>
        <FormGroup
          label={t('accounts.fields.plan')}
          labelFor="account-plan"
          intent={serverErrors.plan ? 'danger' : 'none'}
          helperText={
            serverErrors.plan ?? (!canChangePlan ? t('accounts.planAdminsOnly') : undefined)
          }
        >
          <HTMLSelect
            id="account-plan"
            name="plan"
            fill
            value={plan}
            disabled={!canChangePlan}
            options={planOptions}
            onChange={(event) => setPlan(event.currentTarget.value as PlanCode)}
          />
        </FormGroup>
      </DialogBody>
      <FormDialogFooter onCancel={onClose} saving={save.isPending} saveTestId="accounts-save" />
    </form>
  );
}
