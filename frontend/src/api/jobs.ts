import { api, unwrap } from './client';
import type { components, paths } from './schema';

export type JobRun = components['schemas']['JobRunDto'];
export type JobPage = components['schemas']['JobPageDto'];
export type JobListQuery = NonNullable<paths['/api/jobs']['get']['parameters']['query']>;
export type JobSort = NonNullable<JobListQuery['sortBy']>;
export type JobState = JobRun['state'];
export type JobKind = NonNullable<JobListQuery['name']>;

export const JOB_SORTS = ['createdAt', 'finishedAt', 'state', 'name'] as const satisfies JobSort[];
export const JOB_STATES = [
  'waiting',
  'active',
  'completed',
  'failed',
  'cancelled',
] as const satisfies JobState[];

/** Whether a run has ended: completed, failed, or stopped by someone (`cancelled`). */
export const isFinished = (state: JobState): boolean =>
  state === 'completed' || state === 'failed' || state === 'cancelled';
/** Every kind the API lists, in the filter's order (a kind the API adds must be named here). */
const KINDS: Record<JobKind, true> = {
  'sync.website': true,
  'sync.website.schedule': true,
  'sync.website.reconcile': true,
  'clone.article': true,
  'article.generate': true,
  'article.generated.send': true,
  'prompt.generate': true,
  'mail.send': true,
  'auth.link-mail': true,
  'notify.webhook': true,
};
export const JOB_KINDS = Object.keys(KINDS) as JobKind[];

export function fetchJobs(query: JobListQuery): Promise<JobPage> {
  return unwrap(api.GET('/api/jobs', { params: { query } }));
}

export function fetchJob(id: number): Promise<JobRun> {
  return unwrap(api.GET('/api/jobs/{id}', { params: { path: { id } } }));
}

/** 202 with the new run's id: a failed run's work starts again through its own start. */
export function retryJob(id: number): Promise<{ jobId: string }> {
  return unwrap(api.POST('/api/jobs/{id}/retry', { params: { path: { id } } }));
}

/** Stops a waiting or running run; answers the run, failed with `job.cancelled`. */
export function cancelJob(id: number): Promise<JobRun> {
  return unwrap(api.POST('/api/jobs/{id}/cancel', { params: { path: { id } } }));
}

export type MaintenanceJob = components['schemas']['MaintenanceJobDto'];

/** Periodic maintenance (administrators): each job's interval, next tick and last outcome. */
export function fetchMaintenance(): Promise<MaintenanceJob[]> {
  return unwrap(api.GET('/api/jobs/maintenance')).then((list) => list.data);
}

/** Runs a periodic job now, beside its schedule. */
export function runMaintenance(name: string): Promise<{ message: string }> {
  return unwrap(api.POST('/api/jobs/maintenance/{name}/run', { params: { path: { name } } }));
}
