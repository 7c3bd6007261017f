import { FormGroup, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { Plan } from '../../../api/accounts';
import { DialogForm } from '../../../ui/form/DialogForm';
import { useEntityForm } from '../../../ui/form/useEntityForm';
import { useSavePlan } from '../hooks/useAccounts';
import { validatePlanLimits, type PlanLimitsDraft } from '../validation';

const FIELDS = ['monthlyTokenLimit', 'monthlyCharacterLimit'] as const;

const text = (value: number | null) => (value === null ? '' : String(value));
const limit = (value: string) => (value.trim() === '' ? null : Number(value.trim()));

/** A plan's monthly limits: a whole number each, or empty for no limit. */
export function PlanLimitsForm({ plan, onClose }: { plan: Plan; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useEntityForm({
    initial: (): PlanLimitsDraft => ({
      monthlyTokenLimit: text(plan.monthlyTokenLimit),
      monthlyCharacterLimit: text(plan.monthlyCharacterLimit),
    }),
    fields: FIELDS,
    validate: validatePlanLimits,
    mutation: useSavePlan(),
    toVariables: (draft) => ({
      id: plan.id,
      input: {
        monthlyTokenLimit: limit(draft.monthlyTokenLimit),
        monthlyCharacterLimit: limit(draft.monthlyCharacterLimit),
      },
    }),
    messages: { saved: t('accounts.planLimits.saved') },
    idPrefix: 'plan',
    onClose,
  });

  return (
    <DialogForm
      form={form}
      label={t('accounts.planLimits.formLabel')}
      testId="plan-limits-dialog"
      onCancel={onClose}
      saveTestId="plan-limits-save"
    >
      <FormGroup
        label={t('accounts.planLimits.tokens')}
        {...form.groupProps('monthlyTokenLimit', t('accounts.planLimits.emptyIsUnlimited'))}
      >
        <InputGroup {...form.inputProps('monthlyTokenLimit')} inputMode="numeric" autoFocus />
      </FormGroup>
      <FormGroup
        label={t('accounts.planLimits.characters')}
        {...form.groupProps('monthlyCharacterLimit', t('accounts.planLimits.emptyIsUnlimited'))}
      >
        <InputGroup {...form.inputProps('monthlyCharacterLimit')} inputMode="numeric" />
      </FormGroup>
    </DialogForm>
  );
}
