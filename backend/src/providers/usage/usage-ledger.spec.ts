import { FILE_EVERY_MS, UsageLedger } from './usage-ledger';
import type { UsageRepository, UsageRow } from './usage.repository';

/** The ledger's table, as the repository would write it: each statement and its rows. */
function fakeRepository() {
  const statements: { kind: 'many' | 'one' | 'settle'; rows: UsageRow[] }[] = [];
  const repo = {
    recordMany: (rows: UsageRow[]) => {
      if (rows.length > 0) statements.push({ kind: 'many', rows });
      return Promise.resolve();
    },
    record: (row: UsageRow) => {
      statements.push({ kind: 'one', rows: [row] });
      return Promise.resolve();
    },
    settle: (_id: string, row: UsageRow) => {
      statements.push({ kind: 'settle', rows: [row] });
      return Promise.resolve();
    },
    // One group: every call filed so far.
    totals: () => {
      const calls = String(statements.flatMap((s) => s.rows).length);
      return Promise.resolve([
        {
          key: 1,
          calls,
          okCalls: calls,
          inputTokens: '0',
          outputTokens: '0',
          characters: '0',
          cost: null,
        },
      ]);
    },
  };
  return { statements, repo: repo as unknown as UsageRepository };
}

const call = (latencyMs: number) => ({
  providerId: 1,
  serviceId: 2,
  inputTokens: 10,
  outputTokens: 5,
  latencyMs,
  outcome: 'ok',
});
const context = { purpose: 'generate' as const, userId: 3 };

describe('UsageLedger filing', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('files calls under no limit together, within FILE_EVERY_MS of the first', async () => {
    const { statements, repo } = fakeRepository();
    const ledger = new UsageLedger(repo);
    await Promise.all([1, 2, 3].map((ms) => ledger.record(call(ms), context, null)));
    expect(statements).toEqual([]);
    await jest.advanceTimersByTimeAsync(FILE_EVERY_MS);
    expect(statements.map((s) => [s.kind, s.rows.map((r) => r.latencyMs)])).toEqual([
      ['many', [1, 2, 3]],
    ]);
  });

  it('settles a reserved call at once, and files what waits before the totals are read', async () => {
    const { statements, repo } = fakeRepository();
    const ledger = new UsageLedger(repo);
    await ledger.record(call(1), context, null);
    await ledger.record(call(2), { ...context, accountId: 4 }, null, 'reservation-1');
    expect(statements.map((s) => s.kind)).toEqual(['settle']);
    const admin = { id: 3, accountId: null, ability: { can: () => true } };
    const totals = await ledger.totals(admin as never, { groupBy: 'provider' } as never);
    expect(statements.map((s) => s.kind)).toEqual(['settle', 'many']);
    expect(totals.data[0]!.calls).toBe(2);
  });

  it('files what waits on a graceful stop, and each later call on its own', async () => {
    const { statements, repo } = fakeRepository();
    const ledger = new UsageLedger(repo);
    await ledger.record(call(1), context, null);
    await ledger.beforeApplicationShutdown();
    expect(statements.map((s) => [s.kind, s.rows.length])).toEqual([['many', 1]]);
    await ledger.record(call(2), context, null);
    expect(statements.map((s) => s.kind)).toEqual(['many', 'one']);
    // Nothing was left waiting for a timer.
    expect(jest.getTimerCount()).toBe(0);
  });
});
