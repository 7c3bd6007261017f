import { api, unwrap } from './client';
import type { components, paths } from './schema';

export type Account = components['schemas']['AccountDto'];
export type AccountPage = components['schemas']['AccountPageDto'];
export type AccountSaved = components['schemas']['AccountSavedDto'];
export type Plan = components['schemas']['PlanDto'];
export type PlanCode = Plan['code'];
export type AccountListQuery = NonNullable<paths['/api/accounts']['get']['parameters']['query']>;
export type AccountSort = NonNullable<AccountListQuery['sortBy']>;

export interface AccountInput {
  name: string;
  plan: PlanCode;
  /** On an edit: the version the form was loaded with. */
  version?: number;
}

export function fetchAccounts(query: AccountListQuery): Promise<AccountPage> {
  return unwrap(api.GET('/api/accounts', { params: { query } }));
}

export function fetchAccount(id: number): Promise<Account> {
  return unwrap(api.GET('/api/accounts/{id}', { params: { path: { id } } }));
}

export function fetchPlans(): Promise<Plan[]> {
  return unwrap(api.GET('/api/plans'));
}

export function createAccount(body: AccountInput): Promise<AccountSaved> {
  return unwrap(api.POST('/api/accounts', { body }));
}

/** `plan` only when it changes: the server lets administrators alone move an account's plan. */
export function updateAccount(id: number, body: Partial<AccountInput>): Promise<AccountSaved> {
  return unwrap(api.PATCH('/api/accounts/{id}', { params: { path: { id } }, body }));
}

export function deleteAccount(id: number): Promise<{ message: string }> {
  return unwrap(api.DELETE('/api/accounts/{id}', { params: { path: { id } } }));
}

export type PlanSaved = components['schemas']['PlanSavedDto'];
export type PlanLimitsInput = components['schemas']['UpdatePlanDto'];

/** Administrators: a plan's monthly token and character limits (null: no limit). */
export function updatePlan(id: number, body: PlanLimitsInput): Promise<PlanSaved> {
  return unwrap(api.PATCH('/api/plans/{id}', { params: { path: { id } }, body }));
}

export type AccountWebhook = components['schemas']['AccountWebhookDto'];
export type AccountWebhookInput = components['schemas']['SaveAccountWebhookDto'];

/** The account's webhook: its address and whether a secret is kept (never the secret). */
export function fetchAccountWebhook(id: number): Promise<AccountWebhook> {
  return unwrap(api.GET('/api/accounts/{id}/webhook', { params: { path: { id } } }));
}

/** Saves the address and secret (`url: null` removes the webhook). */
export function saveAccountWebhook(id: number, body: AccountWebhookInput): Promise<AccountWebhook> {
  return unwrap(api.PUT('/api/accounts/{id}/webhook', { params: { path: { id } }, body }));
}

/** Posts a signed test message at once. */
export function testAccountWebhook(id: number): Promise<{ outcome: 'delivered' }> {
  return unwrap(api.POST('/api/accounts/{id}/webhook/test', { params: { path: { id } } }));
}
