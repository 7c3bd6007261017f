import type { TranslationKey } from '../../i18n/keys';

/** Spec §5: under 255 characters. */
export const ACCOUNT_NAME_MAX = 254;

export type AccountFieldErrors = Partial<Record<'name', TranslationKey>>;

export function validateAccountName(name: string): AccountFieldErrors {
  const trimmed = name.trim();
  if (!trimmed) return { name: 'accounts.errors.nameRequired' };
  if ([...trimmed].length > ACCOUNT_NAME_MAX) return { name: 'accounts.errors.nameTooLong' };
  return {};
}

export interface PlanLimitsDraft {
  monthlyTokenLimit: string;
  monthlyCharacterLimit: string;
}

/** The server's ceiling for a monthly limit. */
export const PLAN_LIMIT_MAX = 4_000_000_000;

/** Each limit: empty (no limit) or a whole number from 0 to 4,000,000,000. */
export function validatePlanLimits(
  draft: PlanLimitsDraft,
): Partial<Record<keyof PlanLimitsDraft, TranslationKey>> {
  const errors: Partial<Record<keyof PlanLimitsDraft, TranslationKey>> = {};
  for (const key of ['monthlyTokenLimit', 'monthlyCharacterLimit'] as const) {
    const value = draft[key].trim();
    if (value === '') continue;
    if (!/^\d+$/.test(value) || Number(value) > PLAN_LIMIT_MAX) {
      errors[key] = 'accounts.planLimits.notWhole';
    }
  }
  return errors;
}
