import type { Readable } from 'node:stream';
import type { AuthUser } from '../core/access/auth-user';
import { DomainException } from '../core/http/domain-error';
import type { AuditRepository, AuditRow, AuditScope } from './audit.repository';
import { AuditService } from './audit.service';
import type { AuditFilterDto, AuditQueryDto } from './dto/audit.dto';

const row = (id: number, over: Partial<AuditRow> = {}): AuditRow => ({
  id: String(id),
  at: new Date(Date.UTC(2026, 11, 6, 10, 0, id % 60)),
  actorId: 3,
  actorName: 'Ada Admin',
  actorEmail: 'ada@example.com',
  ip: '203.0.113.7',
  userAgent: 'Firefox',
  subject: 'website',
  subjectId: 40,
  label: 'Daily News',
  action: 'updated',
  changes: [{ field: 'name', before: 'Daily', after: 'Daily News' }],
  ...over,
});

/** The trail, newest first; records each read's scope and keyset position. */
class FakeTrail {
  readonly reads: { scope: AuditScope; after: string | null; limit: number }[] = [];
  constructor(
    readonly rows: AuditRow[],
    private readonly counted = rows.length,
  ) {}

  search(_scope: AuditScope, text: string | undefined) {
    return Promise.resolve(text ? { words: [{ word: text, entries: 1 }] } : null);
  }

  page(scope: AuditScope, _filter: unknown, _search: unknown, after: string | null, limit: number) {
    this.reads.push({ scope, after, limit });
    const from = after === null ? 0 : this.rows.findIndex((r) => r.id === after) + 1;
    return Promise.resolve(this.rows.slice(from, from + limit));
  }

  count() {
    return Promise.resolve({ n: Math.min(this.counted, 1_001), exact: this.counted <= 1_000 });
  }
}

const reader = (admin: boolean, accountId: number | null = 7) =>
  ({ id: 3, accountId, ability: { can: () => admin } }) as unknown as AuthUser;
const query = (over: Partial<AuditQueryDto> = {}) => ({ perPage: 2, ...over }) as AuditQueryDto;

const read = async (stream: Readable) => {
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return text;
};

describe('AuditService', () => {
  it('pages by keyset: a cursor to the last entry shown when more follow, none at the end', async () => {
    const trail = new FakeTrail([row(5), row(4), row(3)]);
    const service = new AuditService(trail as unknown as AuditRepository);

    const first = await service.list(reader(true), query());
    expect(first.data.map((e) => e.id)).toEqual(['5', '4']);
    expect(first).toMatchObject({ total: 3, totalExact: true, perPage: 2 });
    expect(first.nextCursor).not.toBeNull();

    const second = await service.list(reader(true), query({ cursor: first.nextCursor! }));
    expect(second.data.map((e) => e.id)).toEqual(['3']);
    expect(second.nextCursor).toBeNull();
    expect(trail.reads.map((r) => [r.after, r.limit])).toEqual([
      [null, 3],
      ['4', 3],
    ]);
  });

  it('reads every entry for an administrator, its own account’s for anyone else', async () => {
    const trail = new FakeTrail([row(1)]);
    const service = new AuditService(trail as unknown as AuditRepository);
    await service.list(reader(true), query());
    await service.list(reader(false, 7), query());
    expect(trail.reads.map((r) => r.scope)).toEqual([{ all: true }, { all: false, accountId: 7 }]);
  });

  it('says "at least" past the counting cap', async () => {
    const service = new AuditService(new FakeTrail([row(1)], 5_000) as unknown as AuditRepository);
    expect(await service.list(reader(true), query())).toMatchObject({
      total: 1_000,
      totalExact: false,
    });
  });

  it.each([
    'not-a-cursor',
    Buffer.from('{"i":"0"}').toString('base64url'),
    Buffer.from('{"i":5}').toString('base64url'),
  ])('refuses a cursor this list did not give (%s) with 400 audit.bad_cursor', async (cursor) => {
    const service = new AuditService(new FakeTrail([]) as unknown as AuditRepository);
    const refusal = await service.list(reader(true), query({ cursor })).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(DomainException);
    expect(refusal).toMatchObject({ code: 'audit.bad_cursor', status: 400 });
  });

  it('exports every entry as CSV in batches: secrets only as "changed", formulas as text', async () => {
    const rows = Array.from({ length: 2_001 }, (_, i) => row(3_000 - i));
    rows[0] = row(3_000, {
      label: '=HYPERLINK("http://evil")',
      changes: [
        { field: 'apiKey', secret: true },
        { field: 'url', before: 'http://a', after: 'https://a' },
        { field: 'syncDays', after: 30 },
      ],
    });
    const trail = new FakeTrail(rows);
    const service = new AuditService(trail as unknown as AuditRepository);

    const csv = await read(service.export(reader(false, 7), {} as AuditFilterDto));
    const lines = csv.trim().split('\n');

    expect(lines[0]).toBe('at,actor,email,ip,subject,id,record,action,changes');
    expect(lines).toHaveLength(2_002);
    expect(lines[1]).toBe(
      `2026-12-06T10:00:00.000Z,Ada Admin,ada@example.com,203.0.113.7,website,40,"'=HYPERLINK(""http://evil"")",updated,apiKey: changed; url: http://a → https://a; syncDays: 30`,
    );
    // Two reads of at most 2,000 rows each, the second after the first's last entry.
    expect(trail.reads.map((r) => [r.after, r.limit])).toEqual([
      [null, 2_000],
      ['1001', 2_000],
    ]);
  });
});
