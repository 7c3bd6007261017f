import { Button, Card, Classes, Dialog } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Plan } from '../../../api/accounts';
import { formatNumber } from '../../../lib/intl';
import { actionsColumn, StaticTable, type StaticColumn } from '../../../ui/list/StaticTable';
import { usePlansQuery } from '../hooks/useAccounts';
import { planLabel } from '../plans';
import { PlanLimitsForm } from './PlanLimitsForm';
import { Heading } from '../../../ui/Heading';

/** Administrators: each plan's monthly AI token and translation character limits, editable. */
export function PlanLimitsCard() {
  const { t, i18n } = useTranslation();
  const plans = usePlansQuery();
  const [editing, setEditing] = useState<Plan | null>(null);
  const show = (value: number | null) =>
    value === null ? t('accounts.planLimits.unlimited') : formatNumber(value, i18n.language);
  const columns: StaticColumn<Plan>[] = [
    {
      id: 'plan',
      title: t('accounts.fields.plan'),
      rowHeader: true,
      render: (plan) => planLabel(t, plan),
    },
    {
      id: 'tokens',
      title: t('accounts.planLimits.tokens'),
      render: (plan) => show(plan.monthlyTokenLimit),
    },
    {
      id: 'characters',
      title: t('accounts.planLimits.characters'),
      render: (plan) => show(plan.monthlyCharacterLimit),
    },
    actionsColumn(t('dataList.actions'), (plan) => (
      <Button
        size="small"
        variant="minimal"
        icon="edit"
        aria-label={t('accounts.planLimits.edit', { plan: planLabel(t, plan) })}
        data-testid={`plan-limits-edit-${plan.code}`}
        onClick={() => setEditing(plan)}
      />
    )),
  ];

  return (
    <Card style={{ marginTop: 16 }} data-testid="plan-limits">
      <Heading level={2} size={5}>
        {t('accounts.planLimits.title')}
      </Heading>
      <p className={Classes.TEXT_MUTED}>{t('accounts.planLimits.subtitle')}</p>
      <StaticTable
        testId="plan-limits-table"
        compact
        rows={plans.data ?? []}
        rowKey={(plan) => plan.id}
        rowTestId={(plan) => `plan-limits-${plan.code}`}
        columns={columns}
      />
      {editing && (
        <Dialog
          isOpen
          icon="dashboard"
          title={t('accounts.planLimits.editTitle', { plan: planLabel(t, editing) })}
          onClose={() => setEditing(null)}
        >
          <PlanLimitsForm plan={editing} onClose={() => setEditing(null)} />
        </Dialog>
      )}
    </Card>
  );
}
