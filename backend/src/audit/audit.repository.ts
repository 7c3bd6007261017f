import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AuditChange, AuditSubject } from '../core/audit/audit-trail';
import { AuditEntry } from '../core/audit/entities/audit-entry.entity';
import { onCommittedInserts } from '../core/database/committed-inserts';
import type { AuditFilterDto } from './dto/audit.dto';

/** Whose entries a reader sees: every one (administrators), or their account's. */
export type AuditScope = { all: true } | { all: false; accountId: number | null };

export interface AuditRow {
  id: string;
  at: Date;
  actorId: number | null;
  actorName: string | null;
  actorEmail: string | null;
  ip: string | null;
  userAgent: string | null;
  subject: string;
  subjectId: number | null;
  label: string;
  action: string;
  changes: AuditChange[] | string;
}

/**
 * Totals are counted up to this many; past it the list says "of at least 1,000". A count costs
 * what it reads: bench:list measured a page with its count at 10,000 nearly twice the baseline
 * request at 20 clients; a trail is read page by page (and filtered), not to its last page.
 */
export const AUDIT_COUNT_CAP = 1_000;

/** Rows a purge deletes per statement: short locks, the trail stays writable meanwhile. */
const PURGE_BATCH = 5_000;

/** MariaDB's shortest full-text word (innodb_ft_min_token_size). */
const MIN_WORD = 3;

/**
 * The trail's reads: newest (or oldest) first by id, paged by keyset, so a deep page of a
 * million entries costs what the first does; every filter it pages by has an index ending in id.
 */
@Injectable()
export class AuditRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Hears each transaction's entries once it committed (see AuditAnnouncer). */
  onCommitted(listener: (entries: AuditEntry[]) => void): void {
    onCommittedInserts(this.db, AuditEntry, listener);
  }

  /** `limit` rows after `after` (an id; null: from the start), with the actor's name now. */
  async page(
    scope: AuditScope,
    filter: AuditFilterDto,
    after: string | null,
    limit: number,
  ): Promise<AuditRow[]> {
    const where = conditions(scope, filter);
    if (after !== null) {
      where.sql.push(filter.sortDir === 'asc' ? 'e.id > ?' : 'e.id < ?');
      where.params.push(after);
    }
    const direction = filter.sortDir === 'asc' ? 'ASC' : 'DESC';
    return this.db.query<AuditRow[]>(
      `SELECT e.id, e.at, e.actorId, e.actorEmail, e.ip, e.userAgent, e.subject, e.subjectId,
              e.label, e.action, e.changes,
              NULLIF(TRIM(CONCAT(COALESCE(u.firstName, ''), ' ', COALESCE(u.lastName, ''))), '') AS actorName
         FROM audit_entries e LEFT JOIN users u ON u.id = e.actorId
        WHERE ${where.sql.join(' AND ')}
        ORDER BY e.id ${direction} LIMIT ?`,
      [...where.params, limit],
    );
  }

  /** Matching entries, counted up to `cap` + 1 (more than `cap`: the total is a lower bound). */
  async count(scope: AuditScope, filter: AuditFilterDto, cap = AUDIT_COUNT_CAP): Promise<number> {
    const where = conditions(scope, filter);
    const [row] = await this.db.query<{ n: string | number }[]>(
      `SELECT COUNT(*) AS n FROM (SELECT 1 FROM audit_entries e WHERE ${where.sql.join(' AND ')} LIMIT ?) t`,
      [...where.params, cap + 1],
    );
    return Number(row?.n ?? 0);
  }

  /** Deletes entries older than `before`, in batches; returns how many. */
  async purge(before: Date): Promise<number> {
    let total = 0;
    for (;;) {
      const result = await this.db.query<{ affectedRows: number }>(
        'DELETE FROM audit_entries WHERE at < ? ORDER BY at LIMIT ?',
        [before, PURGE_BATCH],
      );
      total += result.affectedRows;
      if (result.affectedRows < PURGE_BATCH) return total;
    }
  }
}

/** A record's History holds its own entries and those of what hangs on it under its id. */
const RECORD_FAMILY: Partial<Record<AuditSubject, AuditSubject[]>> = {
  website: ['website', 'website-users', 'prompt'],
};

/** The WHERE of a scope and filter (the cursor aside). */
function conditions(scope: AuditScope, filter: AuditFilterDto) {
  const sql: string[] = ['1 = 1'];
  const params: unknown[] = [];
  if (!scope.all) {
    // A user of no account reads no one's entries.
    sql.push('e.accountId = ?');
    params.push(scope.accountId ?? -1);
  }
  if (filter.subject && filter.subjectId) {
    sql.push('e.subject IN (?) AND e.subjectId = ?');
    params.push(RECORD_FAMILY[filter.subject] ?? [filter.subject], filter.subjectId);
  } else if (filter.subject) {
    sql.push('e.subject = ?');
    params.push(filter.subject);
  }
  if (filter.action) {
    sql.push('e.action = ?');
    params.push(filter.action);
  }
  if (filter.actorId) {
    sql.push('e.actorId = ?');
    params.push(filter.actorId);
  }
  if (filter.from) {
    sql.push('e.at >= ?');
    params.push(filter.from);
  }
  if (filter.to) {
    sql.push('e.at < ?');
    params.push(filter.to);
  }
  const text = filter.q?.trim();
  if (text) {
    const words = text.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= MIN_WORD);
    if (words.length > 0) {
      // Every word, as the start of a word of the record's name or the author's address.
      sql.push('MATCH(e.label, e.actorEmail) AGAINST (? IN BOOLEAN MODE)');
      params.push(words.map((w) => `+${w}*`).join(' '));
    } else {
      sql.push('e.label LIKE ?');
      params.push(`%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    }
  }
  return { sql, params };
}
