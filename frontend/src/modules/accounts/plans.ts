import type { Intent } from '@blueprintjs/core';
import type { TFunction } from 'i18next';
import type { Plan, PlanCode } from '../../api/accounts';

/** Spec §9: Free, Premium, Enterprise, when the server's list has not arrived yet. */
export const PLAN_CODES: readonly PlanCode[] = ['free', 'premium', 'enterprise'];

export const PLAN_INTENT: Record<PlanCode, Intent> = {
  free: 'none',
  premium: 'primary',
  enterprise: 'success',
};

/** The plan's name in the interface language; the server's name for a plan we do not know. */
export function planLabel(t: TFunction, plan: Pick<Plan, 'code'> & { name?: string }): string {
  switch (plan.code) {
    case 'free':
      return t('accounts.plans.free');
    case 'premium':
      return t('accounts.plans.premium');
    case 'enterprise':
      return t('accounts.plans.enterprise');
    default:
      return plan.name ?? String(plan.code);
  }
}
