import { HTMLSelect } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { usePlansQuery } from '../hooks/useAccounts';
import { PLAN_CODES, planLabel } from '../plans';

interface PlanFilterProps {
  value: string;
  onChange: (code: string) => void;
}

/** Only the accounts on one plan, or all of them. */
export function PlanFilter({ value, onChange }: PlanFilterProps) {
  const { t } = useTranslation();
  const plans = usePlansQuery();
  const options = plans.data ?? PLAN_CODES.map((code) => ({ code, name: code }));
  return (
    <HTMLSelect
      value={value}
      aria-label={t('accounts.filterPlan')}
      data-testid="accounts-plan-filter"
      onChange={(event) => onChange(event.currentTarget.value)}
      options={[
        { value: '', label: t('accounts.allPlans') },
        ...options.map((plan) => ({ value: plan.code, label: planLabel(t, plan) })),
      ]}
    />
  );
}
