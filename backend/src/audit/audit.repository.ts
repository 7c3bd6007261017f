import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AuditChange, AuditSubject } from '../core/audit/audit-trail';
import { auditSearchWords } from '../core/audit/audit-words';
import { AuditEntry } from '../core/audit/entities/audit-entry.entity';
import { onCommittedInserts } from '../core/database/committed-inserts';
import { Replicas } from '../core/database/replicas';
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

/**
 * A searched word starting no more than this many entries' words (of those the reader may see)
 * is a short list to look its entries up by; a commoner one is checked entry by entry, newest
 * first, where at least one entry in a few hundred has it (bench:list, 1M entries).
 */
const FEW_MATCHES = 2_000;

/** Entries a count of a search by common words reads at most: past them it says "at least". */
const COUNT_WINDOW = 5_000;

/** Reads the entries newest first and checks each for the words (MariaDB's FirstMatch). */
const CHECK_EACH = "SET STATEMENT optimizer_switch='materialization=off' FOR ";

/**
 * A search, as the words' index told how to ask it: its words with how many entries the reader
 * may see each starts a word of (up to FEW_MATCHES + 1), rarest first.
 */
export interface AuditSearch {
  words: { word: string; entries: number }[];
  /** Text with no word in it at all ("%"): the record's name contains it. */
  like?: string;
}

const isRare = (search: AuditSearch | null) =>
  !!search && search.words.length > 0 && search.words[0]!.entries <= FEW_MATCHES;

/** Every word common: the entries are read newest first and each checked (CHECK_EACH). */
const isCommon = (search: AuditSearch | null) =>
  !!search && search.words.length > 0 && !isRare(search);

/**
 * The trail's reads: newest (or oldest) first by id, paged by keyset, so a deep page of a
 * million entries costs what the first does; every filter it pages by has an index ending in id.
 */
@Injectable()
export class AuditRepository {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly replicas: Replicas,
  ) {}

  /** Hears each transaction's entries once it committed (see AuditAnnouncer). */
  onCommitted(listener: (entries: AuditEntry[]) => void): void {
    onCommittedInserts(this.db, AuditEntry, listener);
  }

  /** `limit` rows after `after` (an id; null: from the start), with the actor's name now. */
  async page(
    scope: AuditScope,
    filter: AuditFilterDto,
    search: AuditSearch | null,
    after: string | null,
    limit: number,
  ): Promise<AuditRow[]> {
    const where = conditions(scope, filter, search);
    if (after !== null) {
      where.sql.push(filter.sortDir === 'asc' ? 'e.id > ?' : 'e.id < ?');
      where.params.push(after);
    }
    const direction = filter.sortDir === 'asc' ? 'ASC' : 'DESC';
    return this.replicas.read<AuditRow[]>(
      `${isCommon(search) ? CHECK_EACH : ''}SELECT e.id, e.at, e.actorId, e.actorEmail, e.ip, e.userAgent, e.subject, e.subjectId,
              e.label, e.action, e.changes,
              NULLIF(TRIM(CONCAT(COALESCE(u.firstName, ''), ' ', COALESCE(u.lastName, ''))), '') AS actorName
         FROM audit_entries e LEFT JOIN users u ON u.id = e.actorId
        WHERE ${where.sql.join(' AND ')}
        ORDER BY e.id ${direction} LIMIT ?`,
      [...where.params, limit],
    );
  }

  /**
   * How to ask the search box's text (null: no text). One statement counts, for each word, the
   * entries the reader may see that it starts a word of, up to FEW_MATCHES + 1, from an index of
   * the words alone.
   */
  async search(scope: AuditScope, text: string | undefined): Promise<AuditSearch | null> {
    const trimmed = text?.trim();
    if (!trimmed) return null;
    const words = auditSearchWords(trimmed);
    if (words.length === 0) return { words: [], like: likeOf(trimmed) };
    const within = scope.all ? '' : ' AND accountId = ?';
    const [row] = await this.replicas.read<Record<string, string | number>[]>(
      `SELECT ${words
        .map(
          (_, i) =>
            `(SELECT COUNT(*) FROM (SELECT DISTINCT entryId FROM audit_words WHERE word LIKE ?${within} LIMIT ?) w) AS n${i}`,
        )
        .join(', ')}`,
      words.flatMap((word) => [`${word}%`, ...scopeParams(scope), FEW_MATCHES + 1]),
    );
    return {
      words: words
        .map((word, i) => ({ word, entries: Number(row?.[`n${i}`] ?? 0) }))
        .sort((a, b) => a.entries - b.entries),
    };
  }

  /**
   * Matching entries, counted up to `cap` + 1 (more than `cap`: the total is a lower bound). A
   * search of one word and no other filter was counted when it was asked; one by common words
   * counts among the newest COUNT_WINDOW entries the filters keep (`exact` false if more).
   */
  async count(
    scope: AuditScope,
    filter: AuditFilterDto,
    search: AuditSearch | null,
    cap = AUDIT_COUNT_CAP,
  ): Promise<{ n: number; exact: boolean }> {
    const limit = cap + 1;
    const plain = conditions(scope, filter, null);
    if (search?.words.length === 1 && !narrows(filter)) {
      const n = Math.min(search.words[0]!.entries, limit);
      return { n, exact: n < limit };
    }
    if (isCommon(search)) {
      const words = searchConditions(scope, search);
      const [row] = await this.replicas.read<{ n: string | number; seen: string | number }[]>(
        `${CHECK_EACH}SELECT COUNT(*) AS seen, COALESCE(SUM(${words.sql.join(' AND ')}), 0) AS n
           FROM (SELECT e.id FROM audit_entries e WHERE ${plain.sql.join(' AND ')}
                  ORDER BY e.id DESC LIMIT ${COUNT_WINDOW}) e`,
        [...words.params, ...plain.params],
      );
      const n = Math.min(Number(row?.n ?? 0), limit);
      return { n, exact: n < limit && Number(row?.seen ?? 0) < COUNT_WINDOW };
    }
    const where = conditions(scope, filter, search);
    const [row] = await this.replicas.read<{ n: string | number }[]>(
      `SELECT COUNT(*) AS n FROM (SELECT 1 FROM audit_entries e WHERE ${where.sql.join(' AND ')} LIMIT ?) t`,
      [...where.params, limit],
    );
    const n = Number(row?.n ?? 0);
    return { n, exact: n < limit };
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

/** The WHERE of a scope, filter and search (the cursor aside). */
function conditions(scope: AuditScope, filter: AuditFilterDto, search: AuditSearch | null) {
  const sql: string[] = ['1 = 1'];
  const params: unknown[] = [];
  if (!scope.all) {
    sql.push('e.accountId = ?');
    params.push(...scopeParams(scope));
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
  const words = searchConditions(scope, search);
  return { sql: [...sql, ...words.sql], params: [...params, ...words.params] };
}

/**
 * The conditions of a search on an entry `e` (its id is all they read but for `like`): every word
 * starts a word of it. A rare first word is read as the list of its entries, the others checked on
 * each of those; common words are all checked entry by entry (the statement says CHECK_EACH).
 */
function searchConditions(scope: AuditScope, search: AuditSearch | null) {
  const sql: string[] = [];
  const params: unknown[] = [];
  const within = scope.all ? '' : ' AND w.accountId = ?';
  const rare = isRare(search);
  search?.words.forEach(({ word }, i) => {
    const listed = i === 0 || !rare;
    if (listed) {
      sql.push(`e.id IN (SELECT w.entryId FROM audit_words w WHERE w.word LIKE ?${within})`);
    } else {
      // LIMIT: checked on each entry of the rare word's list, never read as a list of its own.
      sql.push(
        '(SELECT 1 FROM audit_words w WHERE w.entryId = e.id AND w.word LIKE ? LIMIT 1) IS NOT NULL',
      );
    }
    params.push(`${word}%`, ...(listed ? scopeParams(scope) : []));
  });
  if (search?.like) {
    sql.push('e.label LIKE ?');
    params.push(search.like);
  }
  return { sql, params };
}

/** Whether a filter keeps fewer entries than the reader may see. */
const narrows = (f: AuditFilterDto) => !!(f.subject || f.action || f.actorId || f.from || f.to);

/** A user of no account reads no one's entries. */
const scopeParams = (scope: AuditScope) => (scope.all ? [] : [scope.accountId ?? -1]);

const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
