import { defineErrors } from '../core/http/error-codes';

/** Signing in and mail links. (Signing in is required: `HTTP_ERRORS.signInRequired`.) */
export const AUTH_ERRORS = defineErrors({
  wrongCurrentPassword: {
    status: 400,
    code: 'auth.wrong_current_password',
    message: 'The current password is not correct.',
  },
  registrationClosed: {
    status: 403,
    code: 'auth.registration_closed',
    message: 'Registration is closed. Ask an administrator to invite you.',
  },
  invalidCredentials: {
    status: 401,
    code: 'auth.invalid_credentials',
    message: 'Invalid email or password',
  },
  accountNotActive: {
    status: 401,
    code: 'auth.account_not_active',
    message: 'This account is not active.',
  },
  emailNotVerified: {
    status: 401,
    code: 'auth.email_not_verified',
    message: 'Confirm your email address before signing in.',
  },
  challengeExpired: {
    status: 401,
    code: 'auth.challenge_expired',
    message: 'Your sign-in has expired. Please sign in again.',
  },
  /** The second step of sign-in: a wrong code. */
  invalidCode: {
    status: 401,
    code: 'auth.invalid_code',
    message: 'The code is not valid.',
  },
  invalidRecoveryCode: {
    status: 401,
    code: 'auth.invalid_recovery_code',
    message: 'The recovery code is not valid or was already used.',
  },
  /** Sent with the minutes to wait (`Try again in 12 minutes.`); translated without them. */
  tooManyAttempts: {
    status: 429,
    code: 'auth.too_many_attempts',
    message: 'Too many sign-in attempts. Try again later.',
  },
  /**
   * Strangers' guesses from many addresses put the account on guard: from a device it does not
   * know, a correct password needs the mailed link (with two-step sign-in on, the code instead).
   * The same answer for a wrong password and an unknown email.
   */
  accountLocked: {
    status: 401,
    code: 'auth.account_locked',
    message:
      'Too many failed sign-ins on this account. If the password was right, we have emailed you a link to finish signing in.',
  },
  invalidLink: {
    status: 400,
    code: 'auth.invalid_link',
    message: 'This link is invalid or has expired.',
  },
});

/** Turning two-step sign-in on and off. */
export const TWO_FACTOR_ERRORS = defineErrors({
  alreadyEnabled: {
    status: 409,
    code: 'two_factor.already_enabled',
    message: 'Two-step sign-in is already enabled.',
  },
  notEnabled: {
    status: 400,
    code: 'two_factor.not_enabled',
    message: 'Two-step sign-in is not enabled.',
  },
  setupFirst: {
    status: 400,
    code: 'two_factor.setup_first',
    message: 'Start the two-step sign-in setup first.',
  },
  invalidCode: {
    status: 400,
    code: 'two_factor.invalid_code',
    message: AUTH_ERRORS.invalidCode.message,
  },
  invalidRecoveryCode: {
    status: 400,
    code: 'two_factor.invalid_recovery_code',
    message: AUTH_ERRORS.invalidRecoveryCode.message,
  },
  wrongPassword: {
    status: 400,
    code: 'two_factor.wrong_password',
    message: 'The password is incorrect.',
  },
});

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** The password policy of registration, reset and invite. */
export const PASSWORD_ERRORS = defineErrors({
  tooShort: {
    status: 400,
    code: 'password.too_short',
    message: `Password must be at least ${PASSWORD_MIN} characters.`,
  },
  tooLong: {
    status: 400,
    code: 'password.too_long',
    message: `Password must be at most ${PASSWORD_MAX} characters.`,
  },
  tooCommon: {
    status: 400,
    code: 'password.too_common',
    message: 'This password is too common. Choose a less predictable one.',
  },
});
