/** The public surface of modules/jobs: all that other modules, app/ and layouts/ import of it. */
export { CancelJobButton } from './components/CancelJobButton';
export { RetryNote } from './components/RetryNote';
export { useJobText } from './hooks/useJobText';
export { type JobRuns, type JobRunsOptions, useJobRuns } from './hooks/useJobRuns';
export { type LiveJobRun, useJobProgress, useJobs } from './hooks/useJobs';
export type { FollowedRun, RunNote } from './state/followedRunsAtom';
export { failureText, stageLabel, STATE_INTENT, STATE_LABEL } from './jobLabels';
export { jobKey, JOBS_KEY } from './queryKeys';
export { syncCounts, syncPlural } from './syncCounts';
