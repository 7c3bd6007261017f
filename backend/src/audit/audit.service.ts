import { Injectable } from '@nestjs/common';
import { stringify } from 'csv-stringify';
import type { Readable } from 'node:stream';
import type { AuthUser } from '../core/access/auth-user';
import type { AuditChange } from '../core/audit/audit-trail';
import { DomainException } from '../core/http/domain-error';
import { AUDIT_ERRORS } from './audit.errors';
import type {
  AuditChangeDto,
  AuditEntryDto,
  AuditFilterDto,
  AuditPageDto,
  AuditQueryDto,
} from './dto/audit.dto';
import {
  AUDIT_COUNT_CAP,
  AuditRepository,
  type AuditRow,
  type AuditScope,
} from './audit.repository';

/** Rows the export reads per query. */
const EXPORT_BATCH = 2_000;

/** The audit trail as people read it: the list, a record's History, the CSV export. */
@Injectable()
export class AuditService {
  constructor(private readonly repo: AuditRepository) {}

  async list(reader: AuthUser, query: AuditQueryDto): Promise<AuditPageDto> {
    const scope = scopeOf(reader);
    const after = query.cursor === undefined ? null : parseCursor(query.cursor);
    const search = await this.repo.search(scope, query.q);
    const [rows, counted] = await Promise.all([
      this.repo.page(scope, query, search, after, query.perPage + 1),
      this.repo.count(scope, query, search),
    ]);
    const page = rows.slice(0, query.perPage);
    const more = rows.length > query.perPage;
    return {
      data: page.map(toDto),
      total: Math.min(counted.n, AUDIT_COUNT_CAP),
      totalExact: counted.exact,
      perPage: query.perPage,
      nextCursor: more ? encodeCursor(page[page.length - 1]!.id) : null,
    };
  }

  /**
   * Every matching entry as CSV (RFC 4180, a header row), read in keyset batches while it is
   * written, so an export of a million entries holds one batch in memory.
   */
  export(reader: AuthUser, filter: AuditFilterDto): Readable {
    const scope = scopeOf(reader);
    const csv = stringify({
      header: true,
      columns: ['at', 'actor', 'email', 'ip', 'subject', 'id', 'record', 'action', 'changes'],
      // A cell a spreadsheet would run as a formula is written as text.
      cast: { string: (value) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value) },
    });
    void this.write(csv, scope, filter).catch((error: unknown) => csv.destroy(error as Error));
    return csv;
  }

  private async write(
    csv: ReturnType<typeof stringify>,
    scope: AuditScope,
    filter: AuditFilterDto,
  ): Promise<void> {
    const search = await this.repo.search(scope, filter.q);
    let after: string | null = null;
    for (;;) {
      const rows = await this.repo.page(scope, filter, search, after, EXPORT_BATCH);
      for (const row of rows) {
        const entry = toDto(row);
        const more = csv.write([
          entry.at,
          entry.actorName ?? '',
          entry.actorEmail ?? '',
          entry.ip ?? '',
          entry.subject,
          entry.subjectId ?? '',
          entry.label,
          entry.action,
          entry.changes.map(describeChange).join('; '),
        ]);
        if (!more) await new Promise((resolve) => csv.once('drain', resolve));
        if (csv.destroyed) return;
      }
      if (rows.length < EXPORT_BATCH) break;
      after = rows[rows.length - 1]!.id;
    }
    csv.end();
  }
}

/** Administrators read every entry; a role with read on audit, its account's. */
function scopeOf(reader: AuthUser): AuditScope {
  return reader.ability.can('manage', 'all')
    ? { all: true }
    : { all: false, accountId: reader.accountId };
}

const encodeCursor = (id: string) => Buffer.from(JSON.stringify({ i: id })).toString('base64url');

function parseCursor(cursor: string): string {
  try {
    const { i } = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { i?: unknown };
    if (typeof i === 'string' && /^[1-9]\d{0,18}$/.test(i)) return i;
  } catch {
    // Not a cursor of this list.
  }
  throw DomainException.onField('cursor', AUDIT_ERRORS.badCursor);
}

function toDto(row: AuditRow): AuditEntryDto {
  const changes =
    typeof row.changes === 'string' ? (JSON.parse(row.changes) as AuditChange[]) : row.changes;
  return {
    id: String(row.id),
    at: new Date(row.at).toISOString(),
    actorId: row.actorId === null ? null : Number(row.actorId),
    actorName: row.actorName,
    actorEmail: row.actorEmail,
    ip: row.ip,
    userAgent: row.userAgent,
    subject: row.subject as AuditEntryDto['subject'],
    subjectId: row.subjectId === null ? null : Number(row.subjectId),
    label: row.label,
    action: row.action as AuditEntryDto['action'],
    changes: changes ?? [],
  };
}

const shown = (value: unknown) =>
  value === null || value === undefined
    ? '—'
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

/** One change as a line of the export: `field: before → after` (a secret: "changed"). */
function describeChange(change: AuditChangeDto): string {
  if (change.secret) return `${change.field}: changed`;
  if (!('before' in change)) return `${change.field}: ${shown(change.after)}`;
  if (!('after' in change)) return `${change.field}: ${shown(change.before)} → —`;
  return `${change.field}: ${shown(change.before)} → ${shown(change.after)}`;
}
