import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SecretBox } from '../core/security/secret-box';
import {
  POST_STATUSES,
  type MediaText,
  type PostSource,
  type PostStatus,
  type TermTaxonomy,
} from '../wordpress/wordpress.types';
import { WebsiteSyncState } from './entities/website-sync-state.entity';

/** One article as the sync writes it. */
export interface ArticleUpsert {
  remoteId: number;
  /** The whole title: cut to the indexed column here, kept whole beside it when cut. */
  title: string;
  slug: string;
  sticky: boolean;
  passwordProtected: boolean;
  authorRemoteId: number | null;
  authorName: string | null;
  status: PostStatus;
  createdAt: Date | null;
  createdAtLocal: string | null;
  publishedAt: Date | null;
  modifiedAt: Date;
  modifiedAtLocal: string | null;
  /** Sanitised already. */
  contentHtml: string;
  excerpt: string | null;
  excerptGenerated: string | null;
  link: string;
  featuredImageUrl: string | null;
  categories: string[];
  categoryPaths: string[][];
  tags: string[];
  seoTitle: string | null;
  seoTitleDefault: string | null;
  ogTitle: string | null;
  ogTitleDefault: string | null;
  metaDescription: string | null;
  metaDescriptionDefault: string | null;
  ogDescription: string | null;
  ogDescriptionDefault: string | null;
  focusKeyword: string | null;
  /** The featured image's attachment id on the website. */
  featuredMediaId?: number | null;
  /** The featured image's own alt text, caption and title (a verbatim copy's upload keeps them). */
  featuredMediaText?: MediaText | null;
  /** The body images' own text, by attachment id (what their copies keep). */
  bodyMediaText?: Record<string, MediaText> | null;
  /** The raw fields a clone copies; absent or null when unknown (a clone then reads WordPress). */
  source?: PostSource | null;
}

export interface ChunkResult {
  inserted: number;
  /** Existing rows whose WordPress modified date or status moved. */
  changed: number;
  /** How `article_counts` moves per status; applied later with `applyCounts`. */
  counts: CountDeltas;
}

export type CountDeltas = Map<PostStatus, number>;

/** A stored row as the reconcile pass compares it with WordPress. */
export interface StoredState {
  status: PostStatus;
  modifiedAt: Date;
  deleted: boolean;
  sticky: boolean;
  categories: string[];
  categoryPaths: string[][];
  tags: string[];
}

/** A website's sync state (its `website_sync_states` row without the key). */
export type SyncState = Omit<WebsiteSyncState, 'websiteId' | 'website'>;

/** Every column of the state (the type says when one is missing). */
const SYNC_STATE_COLUMNS = Object.keys({
  cursor: true,
  fullSyncedAt: true,
  reconciledAt: true,
  remoteTotal: true,
  remoteCountedAt: true,
} satisfies Record<keyof SyncState, true>) as (keyof SyncState)[];

/** Columns the sync owns; clone, assignment and AI columns are never touched by an update. */
const COLUMNS = [
  'websiteId',
  'remoteId',
  'title',
  'titleFull',
  'slug',
  'sticky',
  'passwordProtected',
  'authorRemoteId',
  'authorName',
  'status',
  'createdAt',
  'createdAtLocal',
  'publishedAt',
  'modifiedAt',
  'modifiedAtLocal',
  'contentHtml',
  'excerpt',
  'excerptGenerated',
  'link',
  'featuredImageUrl',
  'categories',
  'categoryPaths',
  'tags',
  'seoTitle',
  'seoTitleDefault',
  'ogTitle',
  'ogTitleDefault',
  'metaDescription',
  'metaDescriptionDefault',
  'ogDescription',
  'ogDescriptionDefault',
  'focusKeyword',
  'featuredMediaId',
  'featuredMediaText',
  'bodyMediaText',
  'rawTitle',
  'rawContent',
  'rawExcerpt',
  'rawYoast',
  'postPassword',
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
/** Up to this many rows are upserted as text, in one round trip. */
const SMALL_UPSERT = 20;

/** The mysql2 connection under a TypeORM query runner (callback API). */
interface DriverConnection {
  execute(sql: string, values: unknown[], done: (error: Error | null) => void): void;
  query(
    sql: string,
    values: unknown[],
    done: (error: Error | null, result?: unknown) => void,
  ): void;
  unprepare(sql: string): void;
}

const MAX_CONTENT_CHARS = 4_000_000;
/** WordPress's own limit (`post_password` is varchar(255)). */
const MAX_POST_PASSWORD = 255;
/** TEXT holds 65,535 bytes: 16,383 characters of four bytes. */
const TEXT_CHARS = 16_383;
/** Title characters the indexed `title` column holds. */
export const TITLE_CHARS = 500;

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * At most `max` characters (code points, as MariaDB counts them), cut between user-perceived
 * characters: never half a surrogate pair, an emoji sequence or a letter and its accents.
 */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  let chars = 0;
  let end = 0;
  for (const { segment, index } of graphemes.segment(text)) {
    const n = Array.from(segment).length;
    if (chars + n > max) break;
    chars += n;
    end = index + segment.length;
  }
  return text.slice(0, end);
}

const cut = (text: string | null, max: number) => (text === null ? null : cutText(text, max));

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
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly box: SecretBox,
  ) {}

  /**
   * Everything the sync read from a website's WordPress: its articles (their clone ledger rows go
   * with them), counts, terms, authors and sync state. For a website now pointing at another site.
   */
  async forgetWebsite(websiteId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      for (const table of [
        'articles',
        'article_counts',
        'website_terms',
        'website_authors',
        'website_sync_states',
      ]) {
        await tx.query(`DELETE FROM \`${table}\` WHERE websiteId = ?`, [websiteId]);
      }
    });
  }

  /** A protected post's password is kept sealed (opened only to write a clone). */
  private sealed(row: ArticleUpsert): ArticleUpsert {
    const source = row.source;
    if (!source?.password) return row;
    // Longer than WordPress keeps: not stored (the clone reads the post itself).
    if (source.password.length > MAX_POST_PASSWORD) return { ...row, source: null };
    return { ...row, source: { ...source, password: this.box.seal(source.password) } };
  }

  async upsertChunk(websiteId: number, incoming: ArticleUpsert[]): Promise<ChunkResult> {
    if (incoming.length === 0) return { inserted: 0, changed: 0, counts: new Map() };
    const rows = incoming.map((row) => this.sealed(row));
    const runner = this.db.createQueryRunner();
    try {
      const connection = (await runner.connect()) as DriverConnection;
      // The rows it replaces are read first, on the same connection.
      const read = new Promise<
        { remoteId: number; status: PostStatus; modifiedAt: Date; deletedInWp: number }[]
      >((resolve, reject) =>
        connection.query(
          `SELECT remoteId, status, modifiedAt, deletedInWp FROM articles
              WHERE websiteId = ? AND remoteId IN (?)`,
          [websiteId, rows.map((r) => r.remoteId)],
          (error, result) => (error ? reject(error) : resolve(result as never)),
        ),
      );
      // One statement (a page or less) goes right behind that read, without waiting for its
      // answer: the connection runs them in order, so the read still sees the rows as they were,
      // and a quiet site's write costs one wake-up instead of two.
      const single = rows.length <= UPSERT_BATCH;
      const written = single
        ? retryOnDeadlock(() => upsertRows(connection, websiteId, rows))
        : null;
      written?.catch(() => undefined); // awaited below
      let before: Awaited<typeof read>;
      try {
        before = await read;
      } catch (error) {
        await written?.catch(() => undefined);
        throw error;
      }
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
      if (written) {
        await written;
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

  /** Live rows of the website modified after `since` (all when null): deletion candidates. */
  async remoteIdsModifiedSince(websiteId: number, since: Date | null): Promise<number[]> {
    const rows = await this.db.query<{ remoteId: number }[]>(
      `SELECT remoteId FROM articles WHERE websiteId = ? AND deletedInWp = 0${since ? ' AND modifiedAt > ?' : ''}`,
      since ? [websiteId, since] : [websiteId],
    );
    return rows.map((r) => Number(r.remoteId));
  }

  /**
   * The website's live rows by status, and the sticky ones' remote ids: what the reconcile pass
   * compares with WordPress's counts before it lists every id.
   */
  async liveShape(
    websiteId: number,
  ): Promise<{ counts: Map<PostStatus, number>; sticky: Set<number> }> {
    const [counts, sticky] = await Promise.all([
      this.db.query<{ status: PostStatus; n: string | number }[]>(
        'SELECT status, COUNT(*) AS n FROM articles WHERE websiteId = ? AND deletedInWp = 0 GROUP BY status',
        [websiteId],
      ),
      this.db.query<{ remoteId: number }[]>(
        'SELECT remoteId FROM articles WHERE websiteId = ? AND deletedInWp = 0 AND sticky = 1',
        [websiteId],
      ),
    ]);
    return {
      counts: new Map(counts.map((r) => [r.status, Number(r.n)])),
      sticky: new Set(sticky.map((r) => Number(r.remoteId))),
    };
  }

  /** Every row of the website (or these rows of it) as the reconcile pass compares it (no bodies). */
  async snapshot(websiteId: number, ids?: number[]): Promise<Map<number, StoredState>> {
    if (ids?.length === 0) return new Map();
    const rows = await this.db.query<
      {
        remoteId: number;
        status: PostStatus;
        modifiedAt: Date;
        deletedInWp: number;
        sticky: number;
        categories: string | string[] | null;
        categoryPaths: string | string[][] | null;
        tags: string | string[] | null;
      }[]
    >(
      `SELECT remoteId, status, modifiedAt, deletedInWp, sticky, categories, categoryPaths, tags
         FROM articles WHERE websiteId = ?${ids ? ' AND remoteId IN (?)' : ''}`,
      ids ? [websiteId, ids] : [websiteId],
    );
    const json = <T>(value: string | T | null): T | null =>
      typeof value === 'string' ? (JSON.parse(value) as T) : value;
    return new Map(
      rows.map((r) => [
        Number(r.remoteId),
        {
          status: r.status,
          modifiedAt: new Date(r.modifiedAt),
          deleted: Number(r.deletedInWp) === 1,
          sticky: Number(r.sticky) === 1,
          categories: json<string[]>(r.categories) ?? [],
          categoryPaths: json<string[][]>(r.categoryPaths) ?? [],
          tags: json<string[]>(r.tags) ?? [],
        },
      ]),
    );
  }

  /** New category and tag names of posts whose terms were renamed (no other column moves). */
  async updateTermNames(
    websiteId: number,
    rows: { remoteId: number; categories: string[]; categoryPaths: string[][]; tags: string[] }[],
  ): Promise<number> {
    let changed = 0;
    for (let i = 0; i < rows.length; i += UPSERT_BATCH) {
      const batch = rows.slice(i, i + UPSERT_BATCH);
      const result = await this.db.query<{ affectedRows: number }>(
        `UPDATE articles a JOIN (${batch
          .map(() => 'SELECT ? AS remoteId, ? AS categories, ? AS categoryPaths, ? AS tags')
          .join(' UNION ALL ')}) v ON a.websiteId = ? AND a.remoteId = v.remoteId
         SET a.categories = v.categories, a.categoryPaths = v.categoryPaths, a.tags = v.tags`,
        [
          ...batch.flatMap((r) => [
            r.remoteId,
            JSON.stringify(r.categories),
            JSON.stringify(r.categoryPaths),
            JSON.stringify(r.tags),
          ]),
          websiteId,
        ],
      );
      changed += result.affectedRows;
    }
    return changed;
  }

  /** Known author names by id (what earlier syncs learnt); all of the website's when null. */
  async knownAuthors(websiteId: number, ids: number[] | null): Promise<Map<number, string>> {
    if (ids?.length === 0) return new Map();
    const rows = await this.db.query<{ remoteId: number; name: string }[]>(
      `SELECT remoteId, name FROM website_authors WHERE websiteId = ?${ids ? ' AND remoteId IN (?)' : ''}`,
      ids ? [websiteId, ids] : [websiteId],
    );
    return new Map(rows.map((r) => [Number(r.remoteId), r.name]));
  }

  /** Known categories and tags by id; all of the website's when `ids` is null. */
  async knownTerms(
    websiteId: number,
    ids: number[] | null,
  ): Promise<Map<number, { taxonomy: TermTaxonomy; name: string; parent: number | null }>> {
    if (ids?.length === 0) return new Map();
    const rows = await this.db.query<
      { remoteId: number; taxonomy: TermTaxonomy; name: string; parentRemoteId: number | null }[]
    >(
      `SELECT remoteId, taxonomy, name, parentRemoteId FROM website_terms
        WHERE websiteId = ?${ids ? ' AND remoteId IN (?)' : ''}`,
      ids ? [websiteId, ids] : [websiteId],
    );
    return new Map(
      rows.map((r) => [
        Number(r.remoteId),
        {
          taxonomy: r.taxonomy,
          name: r.name,
          parent: r.parentRemoteId === null ? null : Number(r.parentRemoteId),
        },
      ]),
    );
  }

  /** Rows of the website not deleted in WordPress (the sum of its status counts). */
  async liveCount(websiteId: number): Promise<number> {
    const [row] = await this.db.query<{ n: string | number | null }[]>(
      'SELECT SUM(count) AS n FROM article_counts WHERE websiteId = ?',
      [websiteId],
    );
    return Number(row?.n ?? 0);
  }

  /** Authors whose names moved: the website's stored names and its rows' author names follow. */
  async renameAuthors(websiteId: number, names: Map<number, string>): Promise<number> {
    if (names.size === 0) return 0;
    await this.upsertAuthors(websiteId, names);
    const rows = [...names].map(([id, name]) => [id, cutText(name, 255)]);
    const result = await this.db.query<{ affectedRows: number }>(
      `UPDATE articles a JOIN (${rows.map(() => 'SELECT ? AS remoteId, ? AS name').join(' UNION ALL ')}) v
           ON a.websiteId = ? AND a.authorRemoteId = v.remoteId
          SET a.authorName = v.name
        WHERE NOT (a.authorName <=> v.name)`,
      [...rows.flat(), websiteId],
    );
    return result.affectedRows;
  }

  /** Plain statements: a quiet site's sync is a few round trips, each read or written as SQL. */
  async syncState(websiteId: number): Promise<SyncState | null> {
    const [row] = await this.db.query<(SyncState & { remoteTotal: number | string | null })[]>(
      `SELECT ${SYNC_STATE_COLUMNS.map((c) => `\`${c}\``).join(', ')} FROM website_sync_states WHERE websiteId = ?`,
      [websiteId],
    );
    if (!row) return null;
    return { ...row, remoteTotal: row.remoteTotal === null ? null : Number(row.remoteTotal) };
  }

  async saveSyncState(websiteId: number, patch: Partial<SyncState>): Promise<void> {
    const columns = SYNC_STATE_COLUMNS.filter((c) => patch[c] !== undefined);
    await this.db.query(
      `INSERT INTO website_sync_states (websiteId${columns.map((c) => `, \`${c}\``).join('')})
       VALUES (?${', ?'.repeat(columns.length)})${
         columns.length
           ? ` ON DUPLICATE KEY UPDATE ${columns.map((c) => `\`${c}\` = VALUES(\`${c}\`)`).join(', ')}`
           : ' ON DUPLICATE KEY UPDATE websiteId = websiteId'
       }`,
      [websiteId, ...columns.map((c) => patch[c])],
    );
  }

  async upsertAuthors(websiteId: number, names: Map<number, string>): Promise<void> {
    if (names.size === 0) return;
    const rows = [...names].map(([id, name]) => [websiteId, id, cutText(name, 255)]);
    await this.db.query(
      `INSERT INTO website_authors (websiteId, remoteId, name) VALUES ${rows.map(() => '(?, ?, ?)').join(', ')}
       ON DUPLICATE KEY UPDATE name = VALUES(name)`,
      rows.flat(),
    );
  }

  async upsertTerms(
    websiteId: number,
    terms: { taxonomy: TermTaxonomy; id: number; name: string; parent: number | null }[],
  ): Promise<void> {
    if (terms.length === 0) return;
    await this.db.query(
      `INSERT INTO website_terms (websiteId, taxonomy, remoteId, name, parentRemoteId)
       VALUES ${terms.map(() => '(?, ?, ?, ?, ?)').join(', ')}
       ON DUPLICATE KEY UPDATE name = VALUES(name), parentRemoteId = VALUES(parentRemoteId)`,
      terms.flatMap((t) => [websiteId, t.taxonomy, t.id, cutText(t.name, 255), t.parent]),
    );
  }

  /** Forgets the website's stored terms WordPress no longer has. */
  async removeTerms(websiteId: number, ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.query('DELETE FROM website_terms WHERE websiteId = ? AND remoteId IN (?)', [
      websiteId,
      ids,
    ]);
  }
}

/**
 * The upsert travels as a prepared statement (binary protocol): megabytes of article HTML are
 * neither escaped into SQL text by Node nor parsed back out of it by MariaDB. A rerun rewrites the
 * same keys.
 */
async function upsertRows(connection: DriverConnection, websiteId: number, rows: ArticleUpsert[]) {
  // A few rows (an incremental sync's changes) go as one plain statement: preparing, executing
  // and closing a statement used once would cost two more round trips than the write itself.
  if (rows.length <= SMALL_UPSERT) {
    const params = rows.flatMap((row) => values(websiteId, row));
    await new Promise<void>((resolve, reject) =>
      connection.query(upsertSql(rows.length), params, (error) =>
        error ? reject(error) : resolve(),
      ),
    );
    return;
  }
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
  const title = cutText(row.title, TITLE_CHARS);
  return [
    websiteId,
    row.remoteId,
    title,
    title === row.title ? null : cut(row.title, TEXT_CHARS),
    cutText(row.slug, 200),
    row.sticky ? 1 : 0,
    row.passwordProtected ? 1 : 0,
    row.authorRemoteId,
    cut(row.authorName, 255),
    row.status,
    row.createdAt,
    row.createdAtLocal,
    row.publishedAt,
    row.modifiedAt,
    row.modifiedAtLocal,
    cut(row.contentHtml, MAX_CONTENT_CHARS),
    cut(row.excerpt, TEXT_CHARS),
    cut(row.excerptGenerated, TEXT_CHARS),
    cutText(row.link, 1000),
    cut(row.featuredImageUrl, 1000),
    JSON.stringify(row.categories),
    JSON.stringify(row.categoryPaths),
    JSON.stringify(row.tags),
    cut(row.seoTitle, 500),
    cut(row.seoTitleDefault, TEXT_CHARS),
    cut(row.ogTitle, 500),
    cut(row.ogTitleDefault, TEXT_CHARS),
    cut(row.metaDescription, 1000),
    cut(row.metaDescriptionDefault, TEXT_CHARS),
    cut(row.ogDescription, TEXT_CHARS),
    cut(row.ogDescriptionDefault, TEXT_CHARS),
    cut(row.focusKeyword, 255),
    row.featuredMediaId ?? null,
    row.featuredMediaText ? JSON.stringify(row.featuredMediaText) : null,
    row.bodyMediaText ? JSON.stringify(row.bodyMediaText) : null,
    ...sourceValues(row.source),
    0,
  ];
}

/**
 * The raw fields whole, or all null when one does not fit its column: a clone never copies a cut
 * body (it reads the post from WordPress instead).
 */
function sourceValues(source: PostSource | null | undefined): (string | null)[] {
  const yoast = source ? JSON.stringify(source.yoast) : '';
  if (
    !source ||
    source.title.length > TEXT_CHARS ||
    source.content.length > MAX_CONTENT_CHARS ||
    source.excerpt.length > TEXT_CHARS ||
    yoast.length > TEXT_CHARS
  ) {
    return [null, null, null, null, null];
  }
  return [source.title, source.content, source.excerpt, yoast, source.password];
}
