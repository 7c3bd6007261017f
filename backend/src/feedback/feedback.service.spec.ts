import type { AuthUser } from '../core/access/auth-user';
import type { RealtimeEvents } from '../core/realtime/realtime-events';
import type { CreateFeedbackDto, FeedbackQueryDto } from './dto/feedback.dto';
import type { Feedback } from './entities/feedback.entity';
import type { FeedbackRepository, FeedbackScope, NewFeedback } from './feedback.repository';
import { FeedbackService } from './feedback.service';

/** Reports in memory, each of an account; reads say which scope they were asked in. */
class FakeFeedbacks {
  readonly rows = new Map<number, Feedback>();
  readonly scopes: FeedbackScope[] = [];
  private nextId = 1;

  insert(row: NewFeedback) {
    const id = this.nextId++;
    this.rows.set(id, { ...row, id, createdAt: new Date('2026-12-06T10:00:00Z') } as Feedback);
    return Promise.resolve(id);
  }

  findById(id: number) {
    return Promise.resolve(this.rows.get(id) ?? null);
  }

  findVisible(id: number, scope: FeedbackScope) {
    this.scopes.push(scope);
    const found = this.rows.get(id);
    return Promise.resolve(
      found && (scope.all || found.accountId === scope.accountId) ? found : null,
    );
  }

  delete(id: number) {
    return Promise.resolve(this.rows.delete(id));
  }

  page(_query: FeedbackQueryDto, scope: FeedbackScope) {
    this.scopes.push(scope);
    const rows = [...this.rows.values()].filter(
      (row) => scope.all || row.accountId === scope.accountId,
    );
    return Promise.resolve([rows, rows.length] as [Feedback[], number]);
  }
}

const person = (accountId: number | null, admin = false) =>
  ({ id: 5, accountId, ability: { can: () => admin } }) as unknown as AuthUser;

function setup() {
  const feedbacks = new FakeFeedbacks();
  const announced: unknown[] = [];
  const events = { publish: (...args: unknown[]) => (announced.push(args), Promise.resolve()) };
  const service = new FeedbackService(
    feedbacks as unknown as FeedbackRepository,
    events as unknown as RealtimeEvents,
  );
  return { service, feedbacks, announced };
}

const REPORT: CreateFeedbackDto = {
  fullName: 'Olga Other',
  email: 'olga@example.com',
  message: 'The export button does nothing.',
  page: '/apps/audit',
};

describe('FeedbackService', () => {
  it('keeps a report with its page and browser (cut to its column), and tells its account’s readers', async () => {
    const { service, announced } = setup();
    const saved = await service.submit(person(7), REPORT, 'Mozilla/5.0 '.repeat(100));

    expect(saved.message).toBe('Your feedback has been submitted successfully');
    expect(saved.data).toMatchObject({
      fullName: 'Olga Other',
      accountId: 7,
      context: { page: '/apps/audit' },
      createdAt: '2026-12-06T10:00:00.000Z',
    });
    expect(saved.data.context.userAgent.length).toBeLessThanOrEqual(500);
    expect(saved.data.context.userAgent.startsWith('Mozilla/5.0')).toBe(true);
    expect(announced).toEqual([['feedbacks.changed', { action: 'created', id: 1, accountId: 7 }]]);
  });

  it('lists an account’s own reports to its readers, every report to an administrator', async () => {
    const { service, feedbacks } = setup();
    await service.submit(person(7), REPORT, undefined);
    await service.submit(person(8), REPORT, undefined);
    const query = { page: 1, perPage: 25 } as FeedbackQueryDto;
    expect((await service.list(person(7), query)).data.map((f) => f.accountId)).toEqual([7]);
    expect((await service.list(person(null, true), query)).total).toBe(2);
    expect(feedbacks.scopes).toEqual([{ all: false, accountId: 7 }, { all: true }]);
  });

  it("answers another account's report as if it did not exist (404), deleting nothing", async () => {
    const { service, feedbacks, announced } = setup();
    await service.submit(person(7), REPORT, undefined);
    announced.length = 0;

    const refused = await service.remove(person(8), 1).catch((error: unknown) => error);

    expect(refused).toMatchObject({ status: 404, code: 'feedback.not_found' });
    expect(feedbacks.rows.has(1)).toBe(true);
    expect(announced).toEqual([]);
    expect(await service.remove(person(7), 1)).toEqual({ message: 'Feedback has been deleted' });
    expect(announced).toEqual([['feedbacks.changed', { action: 'deleted', id: 1, accountId: 7 }]]);
  });
});
