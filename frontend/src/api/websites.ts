import { api, unwrap } from './client';
import type { components, paths } from './schema';

export type Website = components['schemas']['WebsiteDto'];
export type WebsitePage = components['schemas']['WebsitePageDto'];
export type WebsiteSaved = components['schemas']['WebsiteSavedDto'];
export type CreateWebsiteBody = components['schemas']['CreateWebsiteDto'];
export type UpdateWebsiteBody = components['schemas']['UpdateWebsiteDto'];
export type VerifyResult = components['schemas']['VerifyResultDto'];
export type SyncStarted = components['schemas']['SyncStartedDto'];
export type SyncCoverage = components['schemas']['SyncCoverageDto'];
export type WebsiteUser = components['schemas']['WebsiteUserDto'];
export type WebsiteAssignment = components['schemas']['WebsiteAssignmentDto'];
export type WebsiteListQuery = NonNullable<paths['/api/websites']['get']['parameters']['query']>;
export type WebsiteSort = NonNullable<WebsiteListQuery['sortBy']>;

export const WEBSITE_SORTS = [
  'name',
  'url',
  'createdAt',
  'updatedAt',
] as const satisfies WebsiteSort[];

export function fetchWebsites(query: WebsiteListQuery): Promise<WebsitePage> {
  return unwrap(api.GET('/api/websites', { params: { query } }));
}

/** The ai multisite connector plugin (a zip for WordPress's "Upload Plugin"): a plain download. */
export const CONNECTOR_PLUGIN_URL = '/api/connector-plugin';

export function fetchWebsite(id: number): Promise<Website> {
  return unwrap(api.GET('/api/websites/{id}', { params: { path: { id } } }));
}

export function createWebsite(body: CreateWebsiteBody): Promise<WebsiteSaved> {
  return unwrap(api.POST('/api/websites', { body }));
}

export function updateWebsite(id: number, body: UpdateWebsiteBody): Promise<WebsiteSaved> {
  return unwrap(api.PATCH('/api/websites/{id}', { params: { path: { id } }, body }));
}

export function deleteWebsite(id: number): Promise<{ message: string }> {
  return unwrap(api.DELETE('/api/websites/{id}', { params: { path: { id } } }));
}

/**
 * 200 with what was learnt, or an `ApiError` (422) whose `detail` says what to fix; 409
 * `website.identity_changed` when the address answers as another WordPress than the one synced,
 * taken only with `newSite` (its articles then start afresh).
 */
export function verifyWebsite(id: number, newSite = false): Promise<VerifyResult> {
  return unwrap(
    api.POST('/api/websites/{id}/verify', { params: { path: { id } }, body: { newSite } }),
  );
}

/**
 * 202: the sync runs in the background; progress arrives on `website:<id>`. `full`: a full import;
 * `notify`: mail the requester when it ends.
 */
export function startSync(
  id: number,
  opts: { full?: boolean; notify?: boolean } = {},
): Promise<SyncStarted> {
  return unwrap(
    api.POST('/api/websites/{id}/sync', {
      params: {
        path: { id },
        query: {
          ...(opts.full ? { full: true } : {}),
          ...(opts.notify ? { notify: true } : {}),
        },
      },
    }),
  );
}

/** The sync window, the posts WordPress counted and those stored. */
export function fetchSyncCoverage(id: number): Promise<SyncCoverage> {
  return unwrap(api.GET('/api/websites/{id}/sync/coverage', { params: { path: { id } } }));
}

/** 202: the reconcile pass runs in the background (deletions, cron publishing, term renames). */
export function startReconcile(id: number): Promise<SyncStarted> {
  return unwrap(api.POST('/api/websites/{id}/reconcile', { params: { path: { id } } }));
}

export async function fetchWebsiteUsers(id: number): Promise<WebsiteUser[]> {
  const result = await unwrap(api.GET('/api/websites/{id}/users', { params: { path: { id } } }));
  return result.data;
}

export async function replaceWebsiteUsers(
  id: number,
  users: WebsiteAssignment[],
): Promise<WebsiteUser[]> {
  const result = await unwrap(
    api.PUT('/api/websites/{id}/users', { params: { path: { id } }, body: { users } }),
  );
  return result.data;
}

/** Every website the caller sees (the list is paged at 100), for selects and assignments. */
export async function fetchAllWebsites(limit = 1000): Promise<Website[]> {
  const websites: Website[] = [];
  for (let page = 1; ; page += 1) {
    const result = await fetchWebsites({ page, perPage: 100, sortBy: 'name', sortDir: 'asc' });
    websites.push(...result.data);
    if (result.data.length === 0 || websites.length >= Math.min(result.total, limit)) {
      return websites;
    }
  }
}

export type GlossaryTerm = components['schemas']['GlossaryTermDto'];
export type GlossaryTermInput = components['schemas']['CreateGlossaryTermDto'];

export function fetchGlossary(websiteId: number): Promise<GlossaryTerm[]> {
  return unwrap(api.GET('/api/websites/{id}/glossary', { params: { path: { id: websiteId } } }));
}

export function createGlossaryTerm(
  websiteId: number,
  body: GlossaryTermInput,
): Promise<{ message: string; data: GlossaryTerm }> {
  return unwrap(
    api.POST('/api/websites/{id}/glossary', { params: { path: { id: websiteId } }, body }),
  );
}

export function deleteGlossaryTerm(
  websiteId: number,
  termId: number,
): Promise<{ message: string }> {
  return unwrap(
    api.DELETE('/api/websites/{id}/glossary/{termId}', {
      params: { path: { id: websiteId, termId: String(termId) } },
    }),
  );
}
