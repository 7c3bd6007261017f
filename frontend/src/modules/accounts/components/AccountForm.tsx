import { FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { Account, AccountInput, PlanCode } from '../../../api/accounts';
import { DialogForm } from '../../../ui/form/DialogForm';
import { useEntityForm } from '../../../ui/form/useEntityForm';
import { usePlanOptions, useSaveAccount } from '../hooks/useAccounts';
import { validateAccountName } from '../validation';

interface AccountFormProps {
  /** null: a new account. */
  account: Account | null;
  canChangePlan: boolean;
  onClose: () => void;
}

interface AccountDraft {
  name: string;
  plan: PlanCode;
  /** The version the form was loaded with (null: a new account). */
  version: number | null;
}

/** The server names the plan `plan` or `planId`. */
const FIELDS = ['name', 'plan', 'planId'] as const;

const draftOf = (account: Account | null): AccountDraft => ({
  name: account?.name ?? '',
  plan: account?.plan.code ?? 'free',
  version: account?.version ?? null,
});

/** Name (required, under 255 characters) and plan; the server's field messages show inline. */
export function AccountForm({ account, canChangePlan, onClose }: AccountFormProps) {
  const { t } = useTranslation();
  const planOptions = usePlanOptions();
  const form = useEntityForm({
    initial: () => draftOf(account),
    fields: FIELDS,
    validate: (draft) => validateAccountName(draft.name),
    mutation: useSaveAccount(),
    toVariables: ({ name, plan, version }) => {
      const input: Partial<AccountInput> = { name: name.trim() };
      if (!account || plan !== account.plan.code) input.plan = plan;
      if (account && version !== null) input.version = version;
      return { id: account?.id ?? null, input };
    },
    messages: { saved: t('accounts.saved') },
    idPrefix: 'account',
    onClose,
    conflict: {
      fromRecord: (record) => draftOf(record as unknown as Account),
      labelOf: (field) => t(field === 'name' ? 'accounts.fields.name' : 'accounts.fields.plan'),
    },
  });
  const planError = form.errorOf('plan') ?? form.errorOf('planId');

  return (
    <DialogForm
      form={form}
      label={t('accounts.formLabel')}
      testId="accounts-dialog"
      onCancel={onClose}
      saveTestId="accounts-save"
    >
      <FormGroup
        label={t('accounts.fields.name')}
        labelInfo={t('dataList.required')}
        {...form.groupProps('name')}
      >
        <InputGroup {...form.inputProps('name')} autoFocus maxLength={300} />
      </FormGroup>
      <FormGroup
        label={t('accounts.fields.plan')}
        labelFor="account-plan"
        intent={planError ? 'danger' : 'none'}
        helperText={planError ?? (!canChangePlan ? t('accounts.planAdminsOnly') : undefined)}
      >
        <HTMLSelect
          id="account-plan"
          name="plan"
          fill
          value={form.draft.plan}
          disabled={!canChangePlan}
          options={planOptions}
          onChange={(event) => form.set('plan', event.currentTarget.value as PlanCode)}
        />
      </FormGroup>
    </DialogForm>
  );
}
