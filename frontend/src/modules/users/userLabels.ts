import type { Intent } from '@blueprintjs/core';
import type { PlanCode, UserStatus } from '../../api/users';
import type { TranslationKey } from '../../i18n/keys';

export const STATUS_LABEL: Record<UserStatus, TranslationKey> = {
  active: 'users.status.active',
  inactive: 'users.status.inactive',
  pending: 'users.status.pending',
};

export const STATUS_INTENT: Record<UserStatus, Intent> = {
  active: 'success',
  inactive: 'none',
  pending: 'warning',
};

export const PLAN_LABEL: Record<PlanCode, TranslationKey> = {
  free: 'users.plan.free',
  premium: 'users.plan.premium',
  enterprise: 'users.plan.enterprise',
};
