import type { Job } from 'bull';
import type { AppConfig } from '../../core/config/env';
import { JobCancelled } from '../../core/queues/job-cancellation';
import type { JobHandlers } from '../../core/queues/job-handlers';
import { JobReporter } from '../../core/queues/job-reporter';
import { JobRunner } from '../../core/queues/job-runner';
import { JobTracker } from '../../core/queues/job-tracker';
import type { JobsService } from '../../core/queues/jobs.service';
import { WordPressError } from '../../wordpress/wordpress.errors';
import type { SyncReport } from './sync-report';
import type { SyncService } from './sync.service';
import { SyncOutcomes } from './sync-outcomes';
import { SyncWebsiteHandler } from './sync.handlers';
import { SyncAbort, SyncPageError, type SyncWebsiteUseCase } from './sync-website.usecase';

/** The sync's handler run by the one job processor, with fakes around it (no Redis, no MySQL). */
function setup(error: Error, cancel = new AbortController()) {
  const report = { failed: jest.fn().mockResolvedValue(undefined), succeeded: jest.fn() };
  const usecase = { run: jest.fn().mockRejectedValue(error) };
  const starter = { failedForGood: jest.fn().mockResolvedValue(undefined) };
  const handler = new SyncWebsiteHandler(
    usecase as unknown as SyncWebsiteUseCase,
    report as unknown as SyncReport,
    starter as unknown as SyncService,
    new SyncOutcomes(),
  );
  const jobs = {
    reporter: (job: Job) =>
      new JobReporter({ progress: jest.fn() } as unknown as JobsService, job, cancel.signal),
  } as unknown as JobsService;
  const tracker = { settleAttempt: JobTracker.prototype.settleAttempt } as unknown as JobTracker;
  const runner = new JobRunner({} as AppConfig, {} as JobHandlers, jobs, tracker);
  const processor = {
    syncWebsite: (job: Job) =>
      runner.execute({ name: 'sync.website' as never, handler: handler as never }, job),
  };
  const job = (attemptsMade: number) =>
    ({
      data: { websiteId: 7, requestedBy: 3, runId: 11 },
      attemptsMade,
      timestamp: Date.now(),
      opts: { attempts: 4 },
      progress: jest.fn(),
      discard: jest.fn(),
    }) as unknown as Job & { discard: jest.Mock };
  return { processor, report, job, starter };
}

describe('SyncWebsiteHandler through the job runner', () => {
  const serverError = new WordPressError(
    'server-error',
    'WordPress answered with a server error (503).',
    503,
  );

  it('lets Bull retry a WordPress failure without telling anyone yet', async () => {
    const { processor, report, job } = setup(serverError);
    await expect(processor.syncWebsite(job(1))).rejects.toBe(serverError);
    expect(report.failed).not.toHaveBeenCalled();
  });

  it('reports the last failed attempt with the reason in words', async () => {
    const { processor, report, job, starter } = setup(serverError);
    await expect(processor.syncWebsite(job(3))).rejects.toBe(serverError);
    // The website is told of a failure for good (a refused password marks it unverified).
    expect(starter.failedForGood).toHaveBeenCalledWith(7, serverError);
    expect(report.failed).toHaveBeenCalledWith(7, 3, {
      code: 'sync.server_error',
      // The value its sentence names, for the mail's translation by code.
      params: { status: 503 },
      detail: serverError.detail,
    });
  });

  it('takes a failure after a cancel as the cancel: no retry, nobody told', async () => {
    const cancel = new AbortController();
    cancel.abort(new JobCancelled());
    const { processor, report, job, starter } = setup(serverError, cancel);
    const attempt = job(0);
    await expect(processor.syncWebsite(attempt)).rejects.toBeInstanceOf(JobCancelled);
    expect(attempt.discard).toHaveBeenCalled();
    expect(report.failed).not.toHaveBeenCalled();
    expect(starter.failedForGood).not.toHaveBeenCalled();
  });

  it('ends at once when retrying cannot help', async () => {
    const abort = new SyncAbort('missing-credentials', 'No credentials.');
    const { processor, report, job } = setup(abort);
    const first = job(0);
    await expect(processor.syncWebsite(first)).rejects.toBe(abort);
    expect(first.discard).toHaveBeenCalled();
    expect(report.failed).toHaveBeenCalledWith(7, 3, {
      code: 'sync.missing_credentials',
      detail: 'No credentials.',
    });
    // Job history keeps the code, so the reason shows in each reader's language.
    expect(abort).toMatchObject({ code: 'sync.missing_credentials' });
  });

  it('ends at once when WordPress refuses the password mid-sync: the website needs verifying', async () => {
    const refused = new WordPressError('wrong-credentials', 'WordPress refused it.', 400);
    const { processor, report, job, starter } = setup(refused);
    const first = job(0);
    await expect(processor.syncWebsite(first)).rejects.toBe(refused);
    expect(first.discard).toHaveBeenCalled();
    expect(starter.failedForGood).toHaveBeenCalledWith(7, refused);
    expect(report.failed).toHaveBeenCalledWith(
      7,
      3,
      expect.objectContaining({ code: 'sync.wrong_credentials' }),
    );
  });

  it('names the page WordPress failed on, for its translation', async () => {
    const failure = new SyncPageError(serverError, 3, 20);
    const { processor, report, job } = setup(failure);
    await expect(processor.syncWebsite(job(3))).rejects.toBe(failure);
    expect(report.failed).toHaveBeenCalledWith(7, 3, {
      code: 'sync.page_server_error',
      params: { page: 3, pages: 20, status: 503 },
      detail:
        'WordPress answered with a server error (503) on page 3 of 20 of the posts. The site may be overloaded or broken.',
    });
  });
});
