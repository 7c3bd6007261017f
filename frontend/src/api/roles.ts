import { api, unwrap } from './client';
import type { components } from './schema';

export type Role = components['schemas']['RoleDto'];
export type RolePermission = components['schemas']['PermissionDto'];
export type CreateRoleBody = components['schemas']['CreateRoleDto'];
export type UpdateRoleBody = components['schemas']['UpdateRoleDto'];
export type PermissionsOverview = components['schemas']['PermissionsDto'];
export type RoleTestBody = components['schemas']['RoleTestDto'];
export type RouteCheck = components['schemas']['RouteCheckDto'];
export type RoleTestResult = components['schemas']['RoleTestResultDto'];

export function fetchRoles(): Promise<Role[]> {
  return unwrap(api.GET('/api/roles'));
}

export function createRole(body: CreateRoleBody): Promise<Role> {
  return unwrap(api.POST('/api/roles', { body }));
}

export function updateRole(id: number, body: UpdateRoleBody): Promise<Role> {
  return unwrap(api.PATCH('/api/roles/{id}', { params: { path: { id } }, body }));
}

export async function deleteRole(id: number): Promise<string> {
  const { message } = await unwrap(api.DELETE('/api/roles/{id}', { params: { path: { id } } }));
  return message;
}

export function fetchPermissions(): Promise<PermissionsOverview> {
  return unwrap(api.GET('/api/permissions'));
}

/** What a role or a user may do, judged by the server with the guard's own CASL code. */
export function testRole(body: RoleTestBody): Promise<RoleTestResult> {
  return unwrap(api.POST('/api/roles/test', { body }));
}
