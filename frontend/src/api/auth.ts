import { api, unwrap } from './client';
import type { LoginResponse, TwoFactorChallenge, UserData } from './types';

/** A session, or a challenge to answer with a code at `/api/auth/login/2fa`. */
export function login(
  email: string,
  password: string,
): Promise<LoginResponse | TwoFactorChallenge> {
  return unwrap(api.POST('/api/auth/login', { body: { email, password } }));
}

export function isTwoFactorChallenge(
  answer: LoginResponse | TwoFactorChallenge,
): answer is TwoFactorChallenge {
  return 'twoFactorRequired' in answer && answer.twoFactorRequired === true;
}

export async function logout(): Promise<void> {
  await unwrap(api.POST('/api/auth/logout'));
}

export async function fetchMe(): Promise<UserData> {
  const { userData } = await unwrap(api.GET('/api/auth/me'));
  return userData;
}
