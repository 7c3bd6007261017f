import { api, unwrap } from './client';
import type { components } from './schema';
import type { LoginResponse } from './types';

export type TwoFactorStatus = components['schemas']['TwoFactorStatusDto'];
export type TwoFactorSetup = components['schemas']['TwoFactorSetupDto'];

/** A 6-digit code from the authenticator app, or one of the recovery codes. */
export type SecondFactor = { code: string } | { recoveryCode: string };

export function loginTwoFactor(
  challengeToken: string,
  factor: SecondFactor,
): Promise<LoginResponse> {
  return unwrap(api.POST('/api/auth/login/2fa', { body: { challengeToken, ...factor } }));
}

export function fetchTwoFactorStatus(): Promise<TwoFactorStatus> {
  return unwrap(api.GET('/api/auth/2fa'));
}

export function startTwoFactorSetup(): Promise<TwoFactorSetup> {
  return unwrap(api.POST('/api/auth/2fa/setup'));
}

export async function enableTwoFactor(code: string): Promise<string[]> {
  const { recoveryCodes } = await unwrap(api.POST('/api/auth/2fa/enable', { body: { code } }));
  return recoveryCodes;
}

export function disableTwoFactor(factor: SecondFactor, password: string) {
  return unwrap(api.POST('/api/auth/2fa/disable', { body: { ...factor, password } }));
}
