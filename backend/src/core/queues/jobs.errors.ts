import { defineErrors } from '../http/error-codes';

/** Failures of the job pipeline itself (not of the work a job does). */
export const JOB_ERRORS = defineErrors({
  lost: {
    status: 410,
    code: 'job.lost',
    message:
      'The job was lost from the queue (its Redis data is gone, or another installation took it). Run it again.',
  },
  notFound: { status: 404, code: 'job.not_found', message: 'Job not found' },
  cancelled: { status: 409, code: 'job.cancelled', message: 'The job was cancelled.' },
  notCancellable: {
    status: 409,
    code: 'job.not_cancellable',
    message: 'Only a waiting or running job can be cancelled.',
  },
  notRetryable: {
    status: 409,
    code: 'job.not_retryable',
    message: 'Only a failed job can be run again.',
  },
});
