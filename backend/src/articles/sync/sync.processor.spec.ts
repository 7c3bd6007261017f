import type { Job } from 'bull';
import { WordPressError } from '../../wordpress/wordpress.errors';
import type { JobsService } from '../../core/queues/jobs.service';
import type { SyncReport } from './sync-report';
import type { SyncService } from './sync.service';
import { SyncAbort, type SyncWebsiteUseCase } from './sync-website.usecase';
import { SyncProcessor } from './sync.processor';

function setup(error: Error) {
  const report = { failed: jest.fn().mockResolvedValue(undefined), succeeded: jest.fn() };
  const usecase = { run: jest.fn().mockRejectedValue(error) };
  const starter = { failedForGood: jest.fn().mockResolvedValue(undefined) };
  const processor = new SyncProcessor(
    usecase as unknown as SyncWebsiteUseCase,
    report as unknown as SyncReport,
    starter as unknown as SyncService,
    { reporter: () => ({ report: jest.fn() }) } as unknown as JobsService,
  );
  const job = (attemptsMade: number) =>
    ({
      data: { websiteId: 7, requestedBy: 3, runId: 11 },
      attemptsMade,
      opts: { attempts: 4 },
      progress: jest.fn(),
      discard: jest.fn(),
    }) as unknown as Job & { discard: jest.Mock };
  return { processor, report, job, starter };
}

describe('SyncProcessor', () => {
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
      detail: serverError.detail,
    });
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
});
