import { api, unwrap } from './client';
import type { components } from './schema';
import type { LoginResponse } from './types';

/** Registration, email confirmation and password links: the pages outside a session. */
export type RegisterInput = components['schemas']['RegisterDto'];
export type Message = components['schemas']['MessageDto'];

export function register(body: RegisterInput): Promise<Message> {
  return unwrap(api.POST('/api/auth/register', { body }));
}

export function verifyEmail(token: string): Promise<Message> {
  return unwrap(api.POST('/api/auth/verify-email', { body: { token } }));
}

export function resendVerification(email: string): Promise<Message> {
  return unwrap(api.POST('/api/auth/resend-verification', { body: { email } }));
}

export function forgotPassword(email: string): Promise<Message> {
  return unwrap(api.POST('/api/auth/forgot-password', { body: { email } }));
}

export function resetPassword(token: string, password: string): Promise<Message> {
  return unwrap(api.POST('/api/auth/reset-password', { body: { token, password } }));
}

/** The mailed link of an account locked by strangers' guesses: signs in, once. */
export function unlockSignIn(token: string): Promise<LoginResponse> {
  return unwrap(api.POST('/api/auth/unlock', { body: { token } }));
}

/** The invitation link of a user created by an administrator. */
export function setPassword(token: string, password: string): Promise<Message> {
  return unwrap(api.POST('/api/auth/set-password', { body: { token, password } }));
}

/** The signed-in user's own password; their other sessions end. */
export function changePassword(currentPassword: string, newPassword: string): Promise<Message> {
  return unwrap(api.POST('/api/auth/change-password', { body: { currentPassword, newPassword } }));
}
