import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { PostStatus, TermTaxonomy } from '../wordpress/wordpress.types';

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
}

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

/** The mysql2 connection under a TypeORM transaction (callback API). */
interface DriverConnection {
  execute(sql: string, values: unknown[], done: (error: Error | null) => void): void;
  unprepare(sql: string): void;
}

const MAX_CONTENT_CHARS = 4_000_000;
const cut = (text: string | null, max: number) => (text === null ? null : text.slice(0, max));

/**
 * Bulk writes of the sync: multi-row `INSERT … ON DUPLICATE KEY UPDATE` keyed on
 * (websiteId, remoteId), with `article_counts` moved in the same transaction. Unchanged rows stay
 * untouched (MariaDB skips an update that changes nothing, `updatedAt` included).
 */
@Injectable()
export class ArticleStore {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async upsertChunk(websiteId: number, rows: ArticleUpsert[]): Promise<ChunkResult> {
    if (rows.length === 0) return { inserted: 0, changed: 0 };
    return retryOnDeadlock(() => this.db.transaction((tx) => this.writeChunk(tx, websiteId, rows)));
  }

  private async writeChunk(
    tx: EntityManager,
    websiteId: number,
    rows: ArticleUpsert[],
  ): Promise<ChunkResult> {
    const before = await tx.query<
      { remoteId: number; status: PostStatus; modifiedAt: Date; deletedInWp: number }[]
    >(
      `SELECT remoteId, status, modifiedAt, deletedInWp FROM articles
        WHERE websiteId = ? AND remoteId IN (?) FOR UPDATE`,
      [websiteId, rows.map((r) => r.remoteId)],
    );
    const old = new Map(before.map((r) => [Number(r.remoteId), r]));
    const deltas = new Map<PostStatus, number>();
    const move = (status: PostStatus, by: number) =>
      deltas.set(status, (deltas.get(status) ?? 0) + by);
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
      if (prev && Number(prev.deletedInWp) === 0) move(prev.status, -1);
      move(row.status, 1);
    }
    await upsertRows(tx, websiteId, rows);
    await applyCounts(tx, websiteId, deltas);
    return { inserted, changed };
  }

  /** Marks posts gone from WordPress; returns how many rows changed. */
  async markDeleted(websiteId: number, remoteIds: number[]): Promise<number> {
    if (remoteIds.length === 0) return 0;
    return this.db.transaction(async (tx) => {
      const rows = await tx.query<{ status: PostStatus; n: string }[]>(
        `SELECT status, COUNT(*) AS n FROM articles
          WHERE websiteId = ? AND remoteId IN (?) AND deletedInWp = 0 GROUP BY status FOR UPDATE`,
        [websiteId, remoteIds],
      );
      await tx.query(
        `UPDATE articles SET deletedInWp = 1 WHERE websiteId = ? AND remoteId IN (?) AND deletedInWp = 0`,
        [websiteId, remoteIds],
      );
      const deltas = new Map(rows.map((r) => [r.status, -Number(r.n)] as const));
      await applyCounts(tx, websiteId, deltas);
      return rows.reduce((sum, r) => sum + Number(r.n), 0);
    });
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
    taxonomy: TermTaxonomy,
    names: Map<number, string>,
  ): Promise<void> {
    if (names.size === 0) return;
    const rows = [...names].map(([id, name]) => [websiteId, taxonomy, id, name.slice(0, 255)]);
    await this.db.query(
      `INSERT INTO website_terms (websiteId, taxonomy, remoteId, name) VALUES ${rows.map(() => '(?, ?, ?, ?)').join(', ')}
       ON DUPLICATE KEY UPDATE name = VALUES(name)`,
      rows.flat(),
    );
  }
}

/**
 * The upsert travels as a prepared statement (binary protocol): megabytes of article HTML are
 * neither escaped into SQL text by Node nor parsed back out of it by MariaDB.
 */
async function upsertRows(tx: EntityManager, websiteId: number, rows: ArticleUpsert[]) {
  const connection = (await tx.queryRunner!.connect()) as DriverConnection;
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

/** Gap locks of neighbouring websites' chunks can deadlock; the transaction is simply retried. */
async function retryOnDeadlock<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      // TypeORM wraps driver errors; the prepared upsert's come from mysql2 directly.
      const failure = error as { errno?: number; driverError?: { errno?: number } };
      const errno = failure.driverError?.errno ?? failure.errno;
      if (attempt >= attempts || (errno !== 1213 && errno !== 1205)) throw error;
    }
  }
}

async function applyCounts(tx: EntityManager, websiteId: number, deltas: Map<PostStatus, number>) {
  const moved = [...deltas].filter(([, n]) => n !== 0);
  if (moved.length === 0) return;
  await tx.query(
    `INSERT INTO article_counts (websiteId, status, count) VALUES ${moved.map(() => '(?, ?, ?)').join(', ')}
     ON DUPLICATE KEY UPDATE count = count + VALUES(count)`,
    moved.flatMap(([status, n]) => [websiteId, status, n]),
  );
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
