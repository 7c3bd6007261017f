import type { AppAbility, AppRule } from './ability.factory';

/** Who is calling: resolved once per request (or socket) from the session. */
export interface AuthUser {
  id: number;
  email: string;
  accountId: number | null;
  roleId: number | null;
  isAdmin: boolean;
  sessionId: string;
  rules: AppRule[];
  ability: AppAbility;
  /** The request's client address and browser (HTTP callers, for the audit trail). */
  ip?: string;
  userAgent?: string;
}

declare module 'express-serve-static-core' {
  interface Request {
    user?: AuthUser;
  }
}
