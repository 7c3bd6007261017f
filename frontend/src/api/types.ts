import type { components } from './schema';

export type UserData = components['schemas']['UserDataDto'];
export type LoginResponse = components['schemas']['LoginResponseDto'];
/** A correct password of a user with two-step sign-in: no session yet. */
export type TwoFactorChallenge = components['schemas']['TwoFactorChallengeDto'];
export type Settings = components['schemas']['SettingsDto'];
export type { AbilityRule, ProductInfo, JobProgress } from '@events';
