import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { POST_STATUSES, type PostStatus, type TermTaxonomy } from '../wordpress/wordpress.types';

/** One article as the sync writes it. */
export interface ArticleUpsert {
  remoteId: number;
  title: string;
  authorRemoteId: number | null;
  authorName: string | null;
  status: PostStatus;
  createdAt: Date | null;
  publishedAt: Date | null;
  modifiedAt: Date;
  contentHtml: string;
  excerpt: string;
  link: string;
  featuredImageUrl: string | null;
  categories: string[];
  tags: string[];
  seoTitle: string | null;
  ogTitle: string | null;
  metaDescription: string | null;
  focusKeyword: string | null;
}

export interface ChunkResult {
  inserted: number;
  /** Existing rows whose WordPress modified date or status moved. */
  changed: number;
  /** How `article_counts` moves per status; applied later with `applyCounts`. */
  counts: CountDeltas;
}

export type CountDeltas = Map<PostStatus, number>;

/** Columns the sync owns; clone, assignment and AI columns are never touched by an update. */
const COLUMNS = [
  'websiteId',
  'remoteId',
  'title',
  'authorRemoteId',
  'authorName',
  'status',
  'createdAt',
  'publishedAt',
  'modifiedAt',
  'contentHtml',
  'excerpt',
  'link',
  'featuredImageUrl',
  'categories',
  'tags',
  'seoTitle',
  'ogTitle',
  'metaDescription',
  'focusKeyword',
  'deletedInWp',
] as const;

const INSERT_HEAD = `INSERT INTO articles (${COLUMNS.map((c) => `\`${c}\``).join(', ')}) VALUES `;
const ROW_PLACEHOLDERS = `(${COLUMNS.map(() => '?').join(', ')})`;
const UPSERT_TAIL = ` ON DUPLICATE KEY UPDATE ${COLUMNS.filter(
  (c) => c !== 'websiteId' && c !== 'remoteId',
)
  .map((c) => `\`${c}\` = VALUES(\`${c}\`)`)
  .join(', ')}`;
const upsertSql = (rows: number) =>
  INSERT_HEAD + Array<string>(rows).fill(ROW_PLACEHOLDERS).join(', ') + UPSERT_TAIL;

/**
 * Rows per prepared upsert (a WordPress page). Each connection prepares the full-size statement
 * once and reuses it; a shorter tail's statement is closed after use, so prepared statements
 * never pile up on the server.
 */
const UPSERT_BATCH = 100;
const FULL_UPSERT = upsertSql(UPSERT_BATCH);

/** The mysql2 connection under a TypeORM query runner (callback API). */
interface DriverConnection {
  execute(sql: string, values: unknown[], done: (error: Error | null) => void): void;
  unprepare(sql: string): void;
}

const MAX_CONTENT_CHARS = 4_000_000;
const cut = (text: string | null, max: number) => (text === null ? null : text.slice(0, max));

/**
 * Bulk writes of the sync: multi-row `INSERT … ON DUPLICATE KEY UPDATE` keyed on
 * (websiteId, remoteId). Unchanged rows stay untouched (MariaDB skips an update that changes
 * nothing, `updatedAt` included).
 *
 * `article_counts` is not moved in the same transaction: a chunk is one read and one write (every
 * statement costs two wake-ups across processes), its count deltas are applied a few times a
 * second (`applyCounts`), and `recount` sets exact counts whenever a sync ends, well or not. A
 * chunk's rows and its deltas are therefore apart for a moment, and a worker killed in between
 * leaves counts off until that website's next sync ends.
 */
@Injectable()
export class ArticleStore {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async upsertChunk(websiteId: number, rows: ArticleUpsert[]): Promise<ChunkResult> {
    if (rows.length === 0) return { inserted: 0, changed: 0, counts: new Map() };
    const runner = this.db.createQueryRunner();
    try {
      const before: {
        remoteId: number;
        status: PostStatus;
        modifiedAt: Date;
        deletedInWp: number;
      }[] = await runner.query(
        `SELECT remoteId, status, modifiedAt, deletedInWp FROM articles
            WHERE websiteId = ? AND remoteId IN (?)`,
        [websiteId, rows.map((r) => r.remoteId)],
      );
      const old = new Map(before.map((r) => [Number(r.remoteId), r]));
      const counts: CountDeltas = new Map();
      let inserted = 0;
      let changed = 0;
      for (const row of rows) {
        const prev = old.get(row.remoteId);
        if (!prev) inserted++;
        else if (
          prev.status !== row.status ||
          new Date(prev.modifiedAt).getTime() !== row.modifiedAt.getTime() ||
          Number(prev.deletedInWp) === 1
        ) {
          changed++;
        }
        if (prev && Number(prev.deletedInWp) === 0) move(counts, prev.status, -1);
        move(counts, row.status, 1);
      }
      const connection = (await runner.connect()) as DriverConnection;
      if (rows.length <= UPSERT_BATCH) {
        await retryOnDeadlock(() => upsertRows(connection, websiteId, rows));
      } else {
        // Several statements: one transaction, so a chunk is written whole or not at all.
        await retryOnDeadlock(async () => {
          await runner.startTransaction();
          try {
            await upsertRows(connection, websiteId, rows);
            await runner.commitTransaction();
          } catch (error) {
            await runner.rollbackTransaction();
            throw error;
          }
        });
      }
      return { inserted, changed, counts };
    } finally {
      await runner.release();
    }
  }

  /** Adds count deltas of committed chunks. */
  async applyCounts(websiteId: number, deltas: CountDeltas): Promise<void> {
    const moved = [...deltas].filter(([, n]) => n !== 0);
    if (moved.length === 0) return;
    await this.db.query(
      `INSERT INTO article_counts (websiteId, status, count) VALUES ${moved.map(() => '(?, ?, ?)').join(', ')}
       ON DUPLICATE KEY UPDATE count = count + VALUES(count)`,
      moved.flatMap(([status, n]) => [websiteId, status, n]),
    );
  }

  /** Sets the website's counts to what its rows say, every status (zeros included) at once. */
  async recount(websiteId: number): Promise<void> {
    await this.db.query(
      `INSERT INTO article_counts (websiteId, status, count)
       SELECT ?, s.status, (SELECT COUNT(*) FROM articles a
                             WHERE a.websiteId = ? AND a.status = s.status AND a.deletedInWp = 0)
         FROM (${POST_STATUSES.map(() => 'SELECT ? AS status').join(' UNION ALL ')}) s
       ON DUPLICATE KEY UPDATE count = VALUES(count)`,
      [websiteId, websiteId, ...POST_STATUSES],
    );
  }

  /** Marks posts gone from WordPress; returns how many rows changed. Counts follow `recount`. */
  async markDeleted(websiteId: number, remoteIds: number[]): Promise<number> {
    if (remoteIds.length === 0) return 0;
    const result = await this.db.query<{ affectedRows: number }>(
      `UPDATE articles SET deletedInWp = 1 WHERE websiteId = ? AND remoteId IN (?) AND deletedInWp = 0`,
      [websiteId, remoteIds],
    );
    return result.affectedRows;
  }

  /** Live rows of the website modified after `since`: the candidates for deletion. */
  async remoteIdsModifiedSince(websiteId: number, since: Date): Promise<number[]> {
    const rows = await this.db.query<{ remoteId: number }[]>(
      `SELECT remoteId FROM articles WHERE websiteId = ? AND modifiedAt > ? AND deletedInWp = 0`,
      [websiteId, since],
    );
    return rows.map((r) => Number(r.remoteId));
  }

  async upsertAuthors(websiteId: number, names: Map<number, string>): Promise<void> {
    if (names.size === 0) return;
    const rows = [...names].map(([id, name]) => [websiteId, id, name.slice(0, 255)]);
    await this.db.query(
      `INSERT INTO website_authors (websiteId, remoteId, name) VALUES ${rows.map(() => '(?, ?, ?)').join(', ')}
       ON DUPLICATE KEY UPDATE name = VALUES(name)`,
      rows.flat(),
    );
  }

  async upsertTerms(
    websiteId: number,
    terms: { taxonomy: TermTaxonomy; id: number; name: string }[],
  ): Promise<void> {
    if (terms.length === 0) return;
    await this.db.query(
      `INSERT INTO website_terms (websiteId, taxonomy, remoteId, name) VALUES ${terms.map(() => '(?, ?, ?, ?)').join(', ')}
       ON DUPLICATE KEY UPDATE name = VALUES(name)`,
      terms.flatMap((t) => [websiteId, t.taxonomy, t.id, t.name.slice(0, 255)]),
    );
  }
}

/**
 * The upsert travels as a prepared statement (binary protocol): megabytes of article HTML are
 * neither escaped into SQL text by Node nor parsed back out of it by MariaDB. A rerun rewrites the
 * same keys.
 */
async function upsertRows(connection: DriverConnection, websiteId: number, rows: ArticleUpsert[]) {
  for (let i = 0; i < rows.length; i += UPSERT_BATCH) {
    const batch = rows.slice(i, i + UPSERT_BATCH);
    const sql = batch.length === UPSERT_BATCH ? FULL_UPSERT : upsertSql(batch.length);
    const params = batch.flatMap((row) => values(websiteId, row));
    try {
      await new Promise<void>((resolve, reject) =>
        connection.execute(sql, params, (error) => (error ? reject(error) : resolve())),
      );
    } finally {
      if (sql !== FULL_UPSERT) connection.unprepare(sql);
    }
  }
}

/** Gap locks of neighbouring websites' upserts can deadlock; the write is simply retried. */
async function retryOnDeadlock<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      // The prepared upsert's errors come from mysql2 directly; TypeORM wraps the rest.
      const failure = error as { errno?: number; driverError?: { errno?: number } };
      const errno = failure.driverError?.errno ?? failure.errno;
      if (attempt >= attempts || (errno !== 1213 && errno !== 1205)) throw error;
    }
  }
}

function move(deltas: CountDeltas, status: PostStatus, by: number) {
  deltas.set(status, (deltas.get(status) ?? 0) + by);
}

function values(websiteId: number, row: ArticleUpsert): unknown[] {
  return [
    websiteId,
    row.remoteId,
    row.title.slice(0, 500),
    row.authorRemoteId,
    cut(row.authorName, 255),
    row.status,
    row.createdAt,
    row.publishedAt,
    row.modifiedAt,
    cut(row.contentHtml, MAX_CONTENT_CHARS),
    cut(row.excerpt, 60_000),
    row.link.slice(0, 1000),
    cut(row.featuredImageUrl, 1000),
    JSON.stringify(row.categories),
    JSON.stringify(row.tags),
    cut(row.seoTitle, 500),
    cut(row.ogTitle, 500),
    cut(row.metaDescription, 1000),
    cut(row.focusKeyword, 255),
    0,
  ];
}
