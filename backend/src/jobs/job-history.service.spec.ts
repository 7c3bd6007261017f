import type { AuthUser } from '../core/access/auth-user';
import { DomainException } from '../core/http/domain-error';
import type { JobHandlers } from '../core/queues/job-handlers';
import type { JobsService } from '../core/queues/jobs.service';
import type { WebsiteAccess } from '../websites/website-access';
import type { JobQueryDto } from './dto/job.dto';
import { JobHistoryService } from './job-history.service';
import type { JobRunRow, JobRunsRepository, JobScope } from './job-runs.repository';

const ME = 3;

const run = (id: number, over: Partial<JobRunRow> = {}): JobRunRow =>
  ({
    id,
    queue: 'sync',
    name: 'sync.website',
    bullJobId: `sync:${id}`,
    state: 'failed',
    progress: 40,
    stage: 'fetching',
    message: 'WordPress answered 500',
    code: 'sync.remote_error',
    params: { status: 500 },
    detail: { inserted: 3 },
    attempts: 3,
    payload: {},
    userId: 9,
    accountId: 1,
    websiteId: 40,
    articleId: null,
    createdAt: new Date('2026-12-06T10:00:00Z'),
    updatedAt: new Date('2026-12-06T10:01:00Z'),
    maxAttempts: 3,
    nextAttemptAt: null,
    startedAt: new Date('2026-12-06T10:00:01Z'),
    finishedAt: new Date('2026-12-06T10:00:31Z'),
    websiteName: 'Daily News',
    userName: 'Olga Other',
    ...over,
  }) as JobRunRow;

function setup(
  rows: JobRunRow[],
  { readable = [40, 41] as number[] | null, writable = [41] as number[] } = {},
) {
  const scopes: JobScope[] = [];
  const runs = {
    page: (scope: JobScope) => {
      scopes.push(scope);
      return Promise.resolve({ rows, total: rows.length });
    },
    findVisible: (scope: JobScope, id: number) => {
      scopes.push(scope);
      return Promise.resolve(rows.find((r) => r.id === id) ?? null);
    },
  };
  const access = {
    readableIds: () => Promise.resolve(readable),
    mayWrite: (_user: AuthUser, websiteId: number) => Promise.resolve(writable.includes(websiteId)),
  };
  const cancelled: number[] = [];
  const jobs = { cancel: (r: JobRunRow) => (cancelled.push(r.id), Promise.resolve()) };
  const retried: number[] = [];
  const handlers = {
    of: (name: string) =>
      name === 'sync.website'
        ? {
            handler: {
              retry: (r: JobRunRow) => {
                retried.push(r.id);
                return Promise.resolve({ jobId: '99' });
              },
            },
          }
        : { handler: {} },
  };
  const service = new JobHistoryService(
    runs as unknown as JobRunsRepository,
    access as unknown as WebsiteAccess,
    jobs as unknown as JobsService,
    handlers as unknown as JobHandlers,
  );
  return { service, scopes, cancelled, retried };
}

const user = { id: ME, accountId: 1 } as AuthUser;
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe('JobHistoryService', () => {
  it("lists the runs of readable websites and the user's own; everything for an administrator", async () => {
    const { service, scopes } = setup([run(1)]);
    await service.list(user, { page: 1, perPage: 25 } as JobQueryDto);
    expect(scopes).toEqual([{ websiteIds: [40, 41], userId: ME }]);

    const admin = setup([run(1)], { readable: null });
    await admin.service.list(user, { page: 1, perPage: 25 } as JobQueryDto);
    expect(admin.scopes).toEqual([null]);
  });

  it('says why a run failed and how long it took, offers a retry, but no cancel to a reader of its website', async () => {
    const { service } = setup([run(1)]);
    expect(await service.get(user, 1)).toMatchObject({
      message: 'WordPress answered 500',
      code: 'sync.remote_error',
      params: { status: 500 },
      // Counts belong to a completed run only.
      detail: null,
      durationMs: 30_000,
      retryable: true,
      cancellable: false,
    });
  });

  it('lets its starter, or a writer on its website, cancel a running run; anyone else gets 403', async () => {
    const mine = run(2, { state: 'active', userId: ME, websiteId: 40 });
    const writers = run(3, { state: 'waiting', userId: 9, websiteId: 41 });
    const others = run(4, { state: 'active', userId: 9, websiteId: 40 });
    const { service, cancelled } = setup([mine, writers, others]);

    expect((await service.get(user, 2)).cancellable).toBe(true);
    expect((await service.get(user, 3)).cancellable).toBe(true);
    expect((await service.get(user, 4)).cancellable).toBe(false);
    await service.cancel(user, 2);
    await service.cancel(user, 3);
    const refused = await refusal(service.cancel(user, 4));
    expect(refused).toBeInstanceOf(DomainException);
    expect(refused).toMatchObject({ status: 403, code: 'access.forbidden' });
    expect(cancelled).toEqual([2, 3]);
  });

  it('retries a failed or cancelled run through its handler, and refuses any other (409 job.not_retryable)', async () => {
    const { service, retried } = setup([
      run(5),
      run(6, { state: 'cancelled' }),
      run(7, { state: 'completed' }),
      run(8, { name: 'mail.send' }),
    ]);
    expect(await service.retry(user, 5)).toEqual({ jobId: '99' });
    await service.retry(user, 6);
    for (const id of [7, 8]) {
      expect(await refusal(service.retry(user, id))).toMatchObject({
        status: 409,
        code: 'job.not_retryable',
      });
    }
    expect(retried).toEqual([5, 6]);
  });

  it('answers 404 job.not_found for a run the user may not see', async () => {
    const { service } = setup([]);
    expect(await refusal(service.get(user, 12))).toMatchObject({
      status: 404,
      code: 'job.not_found',
    });
  });
});
