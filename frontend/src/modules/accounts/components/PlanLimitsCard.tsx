import { Button, Card, Classes, Dialog, H5, HTMLTable } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Plan } from '../../../api/accounts';
import { formatNumber } from '../../../lib/intl';
import { usePlansQuery } from '../hooks/useAccounts';
import { planLabel } from '../plans';
import { PlanLimitsForm } from './PlanLimitsForm';

/** Administrators: each plan's monthly AI token and translation character limits, editable. */
export function PlanLimitsCard() {
  const { t, i18n } = useTranslation();
  const plans = usePlansQuery();
  const [editing, setEditing] = useState<Plan | null>(null);
  const show = (value: number | null) =>
    value === null ? t('accounts.planLimits.unlimited') : formatNumber(value, i18n.language);

  return (
    <Card style={{ marginTop: 16 }} data-testid="plan-limits">
      <H5>{t('accounts.planLimits.title')}</H5>
      <p className={Classes.TEXT_MUTED}>{t('accounts.planLimits.subtitle')}</p>
      <HTMLTable compact striped style={{ width: '100%' }}>
        <thead>
          <tr>
            <th>{t('accounts.fields.plan')}</th>
            <th>{t('accounts.planLimits.tokens')}</th>
            <th>{t('accounts.planLimits.characters')}</th>
            <th>
              <span className="ams-sr-only">{t('dataList.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {(plans.data ?? []).map((plan) => (
            <tr key={plan.id} data-testid={`plan-limits-${plan.code}`}>
              <td>{planLabel(t, plan)}</td>
              <td>{show(plan.monthlyTokenLimit)}</td>
              <td>{show(plan.monthlyCharacterLimit)}</td>
              <td style={{ textAlign: 'end' }}>
                <Button
                  size="small"
                  variant="minimal"
                  icon="edit"
                  aria-label={t('accounts.planLimits.edit', { plan: planLabel(t, plan) })}
                  data-testid={`plan-limits-edit-${plan.code}`}
                  onClick={() => setEditing(plan)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
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
