import { api, unwrap } from './client';
import type { components } from './schema';

export type Prompt = components['schemas']['PromptDto'];
export type PromptType = Prompt['type'];
export type PromptInput = components['schemas']['SavePromptDto'];
export type PromptSaved = components['schemas']['PromptSavedDto'];
export type PromptJob = components['schemas']['PromptJobDto'];

export const PROMPT_TYPES: readonly PromptType[] = [
  'translation',
  'persona',
  'generation',
  'rework',
  'seo',
];

/** The system default of every type. */
export async function fetchSystemPrompts(): Promise<Prompt[]> {
  return (await unwrap(api.GET('/api/prompts/system'))).data;
}

export function saveSystemPrompt(type: PromptType, body: PromptInput): Promise<PromptSaved> {
  return unwrap(api.PUT('/api/prompts/system/{type}', { params: { path: { type } }, body }));
}

export function generateSystemPrompt(
  type: PromptType,
  instructions: string,
  serviceId?: number,
): Promise<PromptJob> {
  return unwrap(
    api.POST('/api/prompts/system/{type}/generate', {
      params: { path: { type } },
      body: { instructions, ...(serviceId ? { serviceId } : {}) },
    }),
  );
}

/** Every type for the website: its own prompt or the default it falls back to (`own`). */
export async function fetchWebsitePrompts(websiteId: number): Promise<Prompt[]> {
  return (
    await unwrap(api.GET('/api/websites/{id}/prompts', { params: { path: { id: websiteId } } }))
  ).data;
}

export function saveWebsitePrompt(
  websiteId: number,
  type: PromptType,
  body: PromptInput,
): Promise<PromptSaved> {
  return unwrap(
    api.PUT('/api/websites/{id}/prompts/{type}', {
      params: { path: { id: websiteId, type } },
      body,
    }),
  );
}

/** With the version the list showed: refused (409 `record.changed`) once someone saved it since. */
export function deleteWebsitePrompt(
  websiteId: number,
  type: PromptType,
  version?: number,
): Promise<{ message: string }> {
  return unwrap(
    api.DELETE('/api/websites/{id}/prompts/{type}', {
      params: { path: { id: websiteId, type }, query: version ? { version } : {} },
    }),
  );
}

/** With the version the list showed: refused (409 `record.changed`) once someone saved it since. */
export function resetWebsitePrompt(
  websiteId: number,
  type: PromptType,
  version?: number,
): Promise<PromptSaved> {
  return unwrap(
    api.POST('/api/websites/{id}/prompts/{type}/reset', {
      params: { path: { id: websiteId, type } },
      body: version ? { version } : {},
    }),
  );
}

export function generateWebsitePrompt(
  websiteId: number,
  type: PromptType,
  instructions: string,
): Promise<PromptJob> {
  return unwrap(
    api.POST('/api/websites/{id}/prompts/{type}/generate', {
      params: { path: { id: websiteId, type } },
      body: { instructions },
    }),
  );
}
