/** Every message the auth routes answer with, in one place for the client and the tests. */
export const INVALID_CREDENTIALS = 'Invalid email or password';
export const ACCOUNT_NOT_ACTIVE = 'This account is not active.';
export const EMAIL_NOT_VERIFIED = 'Confirm your email address before signing in.';
export const SIGN_IN_REQUIRED = 'You need to sign in to do this.';

export const INVALID_LINK = 'This link is invalid or has expired.';
export const REGISTERED =
  'Your account has been created. Check your email to confirm your address.';
export const EMAIL_VERIFIED = 'Your email address has been confirmed. You can now sign in.';
export const VERIFICATION_SENT =
  'If an account is waiting for confirmation, a new confirmation link is on its way.';
export const RESET_LINK_SENT =
  'If an account exists for this email, a link to reset the password is on its way.';
export const PASSWORD_CHANGED = 'Your password has been changed. You can now sign in.';
export const PASSWORD_SET = 'Your password has been set. You can now sign in.';

export const CODE_FORMAT = 'Enter the 6-digit code from your authenticator app.';
export const INVALID_CODE = 'The code is not valid.';
export const INVALID_RECOVERY_CODE = 'The recovery code is not valid or was already used.';
export const CHALLENGE_EXPIRED = 'Your sign-in has expired. Please sign in again.';
export const TWO_FACTOR_ALREADY_ENABLED = 'Two-step sign-in is already enabled.';
export const TWO_FACTOR_NOT_ENABLED = 'Two-step sign-in is not enabled.';
export const TWO_FACTOR_SETUP_FIRST = 'Start the two-step sign-in setup first.';
export const TWO_FACTOR_DISABLED = 'Two-step sign-in has been turned off.';
export const WRONG_PASSWORD = 'The password is incorrect.';
