import { api, unwrap } from './client';
import type { components } from './schema';

export type AppModule = components['schemas']['ModuleDto'];
export type ModuleTreeNode = components['schemas']['ModuleTreeNodeDto'];
export type ModuleSetting = components['schemas']['ModuleSettingDto'];
export type ModuleSaved = components['schemas']['ModuleSavedDto'];

export interface ModuleInput {
  name: string;
  code: string;
  /** null: a root module. */
  parentId: number | null;
  settings: ModuleSetting[];
  /** On an edit: the version the form was loaded with. */
  version?: number;
}

export function fetchModuleTree(): Promise<ModuleTreeNode[]> {
  return unwrap(api.GET('/api/modules/tree'));
}

export function createModule(body: ModuleInput): Promise<ModuleSaved> {
  return unwrap(api.POST('/api/modules', { body }));
}

export function updateModule(id: number, body: ModuleInput): Promise<ModuleSaved> {
  return unwrap(api.PATCH('/api/modules/{id}', { params: { path: { id } }, body }));
}

export function deleteModule(id: number): Promise<{ message: string }> {
  return unwrap(api.DELETE('/api/modules/{id}', { params: { path: { id } } }));
}
