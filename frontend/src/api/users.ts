import { fetchAccounts, type Account } from './accounts';
import { api, unwrap } from './client';
import { fetchCountries, type Country } from './countries';
import type { components, paths } from './schema';

export type User = components['schemas']['UserDto'];
export type UserPage = components['schemas']['UserPageDto'];
export type CreateUserBody = components['schemas']['CreateUserDto'];
export type UpdateUserBody = components['schemas']['UpdateUserDto'];
export type UserStatus = User['status'];
export type UserListQuery = NonNullable<paths['/api/users']['get']['parameters']['query']>;
export type UserSort = NonNullable<UserListQuery['sortBy']>;
export type PlanCode = NonNullable<UserListQuery['plan']>;

export const USER_STATUSES = ['active', 'inactive', 'pending'] as const satisfies UserStatus[];
export const PLAN_CODES = ['free', 'premium', 'enterprise'] as const satisfies PlanCode[];
export const USER_SORTS = [
  'name',
  'email',
  'role',
  'status',
  'createdAt',
] as const satisfies UserSort[];

export function fetchUsers(query: UserListQuery): Promise<UserPage> {
  return unwrap(api.GET('/api/users', { params: { query } }));
}

export function fetchUser(id: number): Promise<User> {
  return unwrap(api.GET('/api/users/{id}', { params: { path: { id } } }));
}

/** The caller's own profile, whatever their role. */
export function fetchMyProfile(): Promise<User> {
  return unwrap(api.GET('/api/users/me'));
}

export function createUser(body: CreateUserBody): Promise<User> {
  return unwrap(api.POST('/api/users', { body }));
}

export function updateUser(id: number, body: UpdateUserBody): Promise<User> {
  return unwrap(api.PATCH('/api/users/{id}', { params: { path: { id } }, body }));
}

export function deleteUser(id: number): Promise<{ message: string }> {
  return unwrap(api.DELETE('/api/users/{id}', { params: { path: { id } } }));
}

export function resendInvite(id: number): Promise<{ message: string }> {
  return unwrap(api.POST('/api/users/{id}/invite', { params: { path: { id } } }));
}

/** A fresh set-password link for a pending user, shown once (the earlier one stops working). */
export function inviteLink(id: number): Promise<{ link: string; expiresInHours: number }> {
  return unwrap(api.POST('/api/users/{id}/invite-link', { params: { path: { id } } }));
}

/** `POST /api/users/:id/avatar` as multipart; the file travels as it is. */
export function uploadAvatar(id: number, file: File): Promise<User> {
  const form = new FormData();
  form.append('avatar', file);
  return unwrap(
    api.POST('/api/users/{id}/avatar', {
      params: { path: { id } },
      body: {} as never,
      bodySerializer: () => form,
    }),
  );
}

export function removeAvatar(id: number): Promise<User> {
  return unwrap(api.DELETE('/api/users/{id}/avatar', { params: { path: { id } } }));
}

/** Every country, for the user form's select: the list is paged at 100, so read each page. */
export async function fetchAllCountries(): Promise<Country[]> {
  const countries: Country[] = [];
  for (let page = 1; ; page += 1) {
    const result = await fetchCountries({ page, perPage: 100, sortBy: 'name', sortDir: 'asc' });
    countries.push(...result.data);
    if (result.data.length === 0 || countries.length >= result.total) return countries;
  }
}

/** Accounts matching a search, for the user form's account select (administrators). */
export async function searchAccounts(q: string): Promise<Account[]> {
  const result = await fetchAccounts({
    page: 1,
    perPage: 20,
    sortBy: 'name',
    sortDir: 'asc',
    ...(q ? { q } : {}),
  });
  return result.data;
}
