import type { JobListQuery } from '../../api/jobs';

/** The query keys of jobs: what the live table (app/effects/liveQueries) refreshes. */
/** Every query key of job history (one registry for the feature). */
export const JOBS_KEY = ['jobs'] as const;
export const jobsListKey = (query: JobListQuery) => ['jobs', 'list', query] as const;
export const jobKey = (id: number) => ['jobs', 'detail', id] as const;
/** Periodic maintenance's status (administrators). */
export const maintenanceKey = ['jobs', 'maintenance'] as const;
