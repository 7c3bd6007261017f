/**
 * The success messages of the auth routes, and the wording of their field rules. Failures are
 * defined with their codes in `auth.errors.ts`.
 */
export const REGISTERED =
  'Your account has been created. Check your email to confirm your address.';
export const EMAIL_VERIFIED = 'Your email address has been confirmed. You can now sign in.';
export const VERIFICATION_SENT =
  'If an account is waiting for confirmation, a new confirmation link is on its way.';
export const RESET_LINK_SENT =
  'If an account exists for this email, a link to reset the password is on its way.';
export const PASSWORD_CHANGED = 'Your password has been changed. You can now sign in.';
export const PASSWORD_REPLACED =
  'Your password has been changed. Your other sessions have been signed out.';
export const PASSWORD_SET = 'Your password has been set. You can now sign in.';

export const CODE_FORMAT = 'Enter the 6-digit code from your authenticator app.';
export const TWO_FACTOR_DISABLED = 'Two-step sign-in has been turned off.';
