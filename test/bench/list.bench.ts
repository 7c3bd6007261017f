/**
 * `npm run bench:list`: seeds 1,000,000 articles over 20 websites into the real schema (the
 * backend's migrations), then measures GET /api/articles at 20 concurrent clients — first page,
 * a deep page (keyset cursor at row 500,000) and a filtered + sorted page — and, in the same run,
 * the same SQL statement (built by the backend's own `article-list.sql.ts`) run raw over 20
 * connections. Prints p50/p99 of both and the p99 against the 50 ms goal.
 *
 * Then the same for the audit trail: 1,000,000 entries, GET /api/audit first page, a deep page
 * (keyset cursor at entry 500,000), filtered by record type and action, one record's History,
 * searches (a whole word, a common three-letter start, an account's reader typing a start), and an
 * account's reader; the same 50 ms goal. `BENCH_LIST=articles` or `=audit` runs
 * one of the two.
 *
 * Seeding: secondary indexes are dropped, rows go in with multi-row INSERTs in key order, then
 * the indexes are rebuilt in one ALTER (a sorted build, far faster than 1M random index inserts);
 * the table definition is checked to be identical afterwards. Counters are filled like the sync
 * keeps them.
 */
import { hash } from 'argon2';
import { loadavg } from 'node:os';
import { createPool, type Pool, type RowDataPacket } from 'mysql2/promise';
import {
  countedTotalStatement,
  encodeCursor,
  listStatement,
  type ListFilter,
} from '../../backend/src/articles/article-list.sql';
import { auditWords } from '../../backend/src/core/audit/audit-words';
import { api, DB_SERVER, loadGet, percentile, signIn, startBackend } from './support/backend';
import { printP99Footer } from './support/report';

const EDITOR = { email: 'editor@bench.test', password: 'bench editor password' };
const AUDITOR = { email: 'auditor@bench.test', password: 'bench auditor password' };

const WEBSITES = 20;
const PER_WEBSITE = 50_000;
const TOTAL = WEBSITES * PER_WEBSITE;
const CLIENTS = 20;
const REQUESTS_PER_CLIENT = 25;
const BATCH = 2500;
const P99_GOAL_MS = 50;
/** Requests per client before each measurement. */
const WARM_UP_PER_CLIENT = 50;
/** Requests of one client alone: the cost of a request without queueing. */
const SEQUENTIAL = 50;
const DAY = 86_400_000;

const STATUS_PATTERN = [
  'publish',
  'draft',
  'publish',
  'private',
  'publish',
  'future',
  'publish',
  'draft',
  'publish',
  'trash',
] as const;

/** A deterministic generator, so every run seeds the same data. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function vocabulary(random: () => number): string[] {
  const syllables = [
    'ka',
    'lo',
    'mi',
    'ner',
    'sta',
    'vo',
    'tri',
    'pen',
    'dal',
    'ro',
    'chi',
    'mun',
    'sel',
    'ba',
    'gor',
    'tu',
    'fen',
    'li',
    'ra',
    'zo',
  ];
  const words = new Set<string>();
  while (words.size < 3000) {
    const n = 2 + Math.floor(random() * 3);
    words.add(
      Array.from({ length: n }, () => syllables[Math.floor(random() * syllables.length)]).join(''),
    );
  }
  return [...words];
}

const sqlDate = (ms: number) => new Date(Math.floor(ms / 1000) * 1000);

async function seed(
  pool: Pool,
  accountId: number,
): Promise<{ seconds: number; websiteIds: number[] }> {
  const t0 = performance.now();
  const conn = await pool.getConnection();
  try {
    const websiteIds: number[] = [];
    for (let w = 1; w <= WEBSITES; w++) {
      const [res] = await conn.query(
        'INSERT INTO websites (accountId, name, url, verified) VALUES (?, ?, ?, 1)',
        [accountId, `Bench site ${w}`, `https://site-${w}.example.com`],
      );
      websiteIds.push((res as { insertId: number }).insertId);
    }
    const [[{ 'Create Table': before }]] = (await conn.query(
      'SHOW CREATE TABLE articles',
    )) as unknown as [[{ 'Create Table': string }]];
    const keyLines = before
      .split('\n')
      .map((l) => l.trim().replace(/,$/, ''))
      .filter((l) => /^(KEY|FULLTEXT KEY) /.test(l));
    const names = keyLines.map((l) => l.match(/KEY `([^`]+)`/)![1]!);
    await conn.query(`ALTER TABLE articles ${names.map((n) => `DROP INDEX \`${n}\``).join(', ')}`);
    await conn.query('SET unique_checks = 0, foreign_key_checks = 0');

    const random = rng(42);
    const words = vocabulary(random);
    const authors = Array.from(
      { length: 100 },
      (_, i) => `Author ${String.fromCharCode(65 + (i % 26))}${i}`,
    );
    const now = Date.now();
    const columns =
      'websiteId, remoteId, title, authorRemoteId, authorName, status, createdAt, publishedAt, modifiedAt, link, categories, tags, deletedInWp';
    for (const [w, websiteId] of websiteIds.entries()) {
      for (let start = 1; start <= PER_WEBSITE; start += BATCH) {
        const rows: unknown[][] = [];
        for (
          let remoteId = start;
          remoteId < start + BATCH && remoteId <= PER_WEBSITE;
          remoteId++
        ) {
          const status = STATUS_PATTERN[remoteId % STATUS_PATTERN.length]!;
          const modified = now - random() * 365 * DAY;
          const created = modified - random() * 30 * DAY;
          const length = 5 + Math.floor(random() * 6);
          const title = Array.from(
            { length },
            () => words[Math.floor(random() * words.length)],
          ).join(' ');
          const author = 1 + ((w * 7 + Math.floor(random() * 25)) % authors.length);
          rows.push([
            websiteId,
            remoteId,
            title.charAt(0).toUpperCase() + title.slice(1),
            author,
            authors[author - 1],
            status,
            sqlDate(created),
            status === 'draft' || status === 'trash' ? null : sqlDate(created),
            sqlDate(modified),
            `https://site-${w + 1}.example.com/?p=${remoteId}`,
            '["News"]',
            '[]',
            0,
          ]);
        }
        await conn.query(`INSERT INTO articles (${columns}) VALUES ?`, [rows]);
      }
      process.stdout.write(`\r  seeded ${((w + 1) * PER_WEBSITE).toLocaleString('en')} rows`);
    }
    process.stdout.write('\n  rebuilding the indexes…\n');
    const regular = keyLines.filter((l) => l.startsWith('KEY '));
    const fulltext = keyLines.filter((l) => l.startsWith('FULLTEXT '));
    await conn.query(`ALTER TABLE articles ${regular.map((l) => `ADD ${l}`).join(', ')}`);
    for (const l of fulltext) await conn.query(`ALTER TABLE articles ADD ${l}`);
    await conn.query('SET unique_checks = 1, foreign_key_checks = 1');
    const [[{ 'Create Table': after }]] = (await conn.query(
      'SHOW CREATE TABLE articles',
    )) as unknown as [[{ 'Create Table': string }]];
    const normal = (s: string) =>
      s
        .split('\n')
        .map((l) => l.trim().replace(/,$/, ''))
        .filter((l) => !l.startsWith(')'))
        .sort()
        .join('\n');
    if (normal(before) !== normal(after))
      throw new Error(`The rebuilt table differs:\n${before}\n---\n${after}`);

    await conn.query(
      `INSERT INTO article_counts (websiteId, status, count)
       SELECT websiteId, status, COUNT(*) FROM articles WHERE deletedInWp = 0 GROUP BY websiteId, status`,
    );
    await conn.query(
      `INSERT INTO website_authors (websiteId, remoteId, name)
       SELECT websiteId, authorRemoteId, MIN(authorName) FROM articles GROUP BY websiteId, authorRemoteId`,
    );
    await conn.query('ANALYZE TABLE articles, article_counts');
    return { seconds: (performance.now() - t0) / 1000, websiteIds };
  } finally {
    conn.release();
  }
}

interface Case {
  name: string;
  path: string;
  filter: ListFilter;
  /** Signs in as the editor (assigned 5 websites) instead of the administrator. */
  editor?: boolean;
}

/** A non-administrator assigned to five websites: the list merges five per-website reads. */
async function addEditor(pool: Pool, accountId: number, websiteIds: number[]): Promise<void> {
  const [[role]] = (await pool.query("SELECT id FROM roles WHERE name = 'Editor'")) as unknown as [
    RowDataPacket[],
  ];
  const [res] = await pool.query(
    "INSERT INTO users (email, passwordHash, firstName, lastName, status, roleId, accountId) VALUES (?, ?, 'Bench', 'Editor', 'active', ?, ?)",
    [EDITOR.email, await hash(EDITOR.password), role!.id, accountId],
  );
  const userId = (res as { insertId: number }).insertId;
  await pool.query('INSERT INTO website_users (websiteId, userId, canWrite) VALUES ?', [
    websiteIds.map((id) => [id, userId, 1]),
  ]);
}

/** `runs` calls of `work` from `clients` concurrent loops; latencies in ms. */
async function load(
  clients: number,
  perClient: number,
  work: () => Promise<void>,
): Promise<number[]> {
  const times: number[] = [];
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (let i = 0; i < perClient; i++) {
        const t0 = performance.now();
        await work();
        times.push(performance.now() - t0);
      }
    }),
  );
  return times;
}

const AUDIT_TOTAL = 1_000_000;
const AUDIT_SUBJECTS = ['role', 'user', 'website', 'provider', 'prompt', 'clone', 'settings'];
const AUDIT_ACTIONS = ['created', 'updated', 'deleted', 'requested'];

/**
 * A year of a busy newsroom's trail: 1,000,000 entries by 200 people of 20 accounts, oldest
 * first (ids follow time, as the trail writes them). Indexes dropped, rows bulk-inserted, indexes
 * rebuilt and the table definition checked unchanged, as for the articles.
 */
async function seedAudit(pool: Pool, accountId: number): Promise<number> {
  const t0 = performance.now();
  const conn = await pool.getConnection();
  try {
    const [[{ 'Create Table': before }]] = (await conn.query(
      'SHOW CREATE TABLE audit_entries',
    )) as unknown as [[{ 'Create Table': string }]];
    const keyLines = before
      .split('\n')
      .map((l) => l.trim().replace(/,$/, ''))
      .filter((l) => /^(KEY|FULLTEXT KEY) /.test(l));
    const names = keyLines.map((l) => l.match(/KEY `([^`]+)`/)![1]!);
    await conn.query(
      `ALTER TABLE audit_entries ${names.map((n) => `DROP INDEX \`${n}\``).join(', ')}`,
    );
    const random = rng(7);
    const words = vocabulary(random);
    const start = Date.now() - 365 * DAY;
    const columns =
      'at, actorId, actorEmail, ip, userAgent, accountId, subject, subjectId, label, action, changes';
    for (let from = 0; from < AUDIT_TOTAL; from += BATCH) {
      const rows: unknown[][] = [];
      for (let n = from; n < from + BATCH && n < AUDIT_TOTAL; n++) {
        const actor = 1 + Math.floor(random() * 200);
        const subject = AUDIT_SUBJECTS[Math.floor(random() * AUDIT_SUBJECTS.length)]!;
        const label = Array.from(
          { length: 2 + Math.floor(random() * 3) },
          () => words[Math.floor(random() * words.length)],
        ).join(' ');
        rows.push([
          new Date(start + (n / AUDIT_TOTAL) * 365 * DAY),
          actor,
          `person${actor}@bench.test`,
          `10.0.${actor % 250}.${n % 250}`,
          'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0',
          subject === 'role' || subject === 'provider' || subject === 'settings'
            ? null
            : actor % 20 === 0
              ? accountId
              : 10_000 + (actor % 20),
          subject,
          1 + Math.floor(random() * 5000),
          label,
          AUDIT_ACTIONS[Math.floor(random() * AUDIT_ACTIONS.length)]!,
          JSON.stringify([{ field: 'name', before: label, after: `${label} 2` }]),
        ]);
      }
      const [res] = await conn.query(`INSERT INTO audit_entries (${columns}) VALUES ?`, [rows]);
      // One multi-row INSERT takes consecutive ids; each entry's words as the trail writes them.
      const first = (res as { insertId: number }).insertId;
      const entryWords = rows.flatMap((row, i) =>
        auditWords(row[8] as string, row[2] as string).map((word) => [word, first + i, row[5]]),
      );
      await conn.query('INSERT IGNORE INTO audit_words (word, entryId, accountId) VALUES ?', [
        entryWords,
      ]);
      if ((from / BATCH) % 40 === 0) {
        process.stdout.write(`\r  seeded ${(from + rows.length).toLocaleString('en')} entries`);
      }
    }
    process.stdout.write('\n  rebuilding the indexes…\n');
    const regular = keyLines.filter((l) => l.startsWith('KEY '));
    const fulltext = keyLines.filter((l) => l.startsWith('FULLTEXT '));
    await conn.query(`ALTER TABLE audit_entries ${regular.map((l) => `ADD ${l}`).join(', ')}`);
    for (const l of fulltext) await conn.query(`ALTER TABLE audit_entries ADD ${l}`);
    const [[{ 'Create Table': after }]] = (await conn.query(
      'SHOW CREATE TABLE audit_entries',
    )) as unknown as [[{ 'Create Table': string }]];
    const normal = (text: string) =>
      text
        .split('\n')
        .map((l) => l.trim().replace(/,$/, ''))
        .filter((l) => !l.startsWith(')'))
        .sort()
        .join('\n');
    if (normal(before) !== normal(after)) {
      throw new Error(`The rebuilt table differs:\n${before}\n---\n${after}`);
    }
    await conn.query('ANALYZE TABLE audit_entries');
    return (performance.now() - t0) / 1000;
  } finally {
    conn.release();
  }
}

/** A reader of one account's trail (a role with read on audit). */
async function addAuditor(pool: Pool, accountId: number): Promise<void> {
  const [res] = await pool.query(
    'INSERT INTO roles (name, isAdmin, permissions) VALUES (\'Bench auditor\', 0, \'[{"action":"read","subject":"audit"}]\')',
  );
  await pool.query(
    "INSERT INTO users (email, passwordHash, firstName, lastName, status, roleId, accountId) VALUES (?, ?, 'Bench', 'Auditor', 'active', ?, ?)",
    [
      AUDITOR.email,
      await hash(AUDITOR.password),
      (res as { insertId: number }).insertId,
      accountId,
    ],
  );
}

interface Timed {
  alone: number[];
  busy: number[];
}

/** One line of the report: the endpoint's p50/p99 (and its raw SQL's, when measured). */
function reportLine(name: string, http: Timed, baseP99: number, sql?: Timed): string {
  const p99 = percentile(http.busy, 99);
  return (
    `  ${name.padEnd(48)} endpoint p50 ${percentile(http.busy, 50).toFixed(1).padStart(5)} ms  p99 ${p99.toFixed(1).padStart(5)} ms` +
    ` (alone ${percentile(http.alone, 50).toFixed(1)} ms)` +
    (sql
      ? `  | raw SQL p50 ${percentile(sql.busy, 50).toFixed(1).padStart(5)} ms  p99 ${percentile(sql.busy, 99).toFixed(1).padStart(5)} ms` +
        ` (alone ${percentile(sql.alone, 50).toFixed(2)} ms)`
      : '') +
    `  | p99/goal ${(p99 / P99_GOAL_MS).toFixed(2)}  p99/baseline ${(p99 / baseP99).toFixed(2)}`
  );
}

async function main() {
  const only = process.env.BENCH_LIST;
  const backend = await startBackend({ ROLE: 'api' });
  const pool = createPool({
    ...DB_SERVER,
    database: backend.database,
    connectionLimit: CLIENTS,
    timezone: 'Z',
  });
  try {
    const [[account]] = (await pool.query(
      "SELECT id FROM accounts WHERE name = 'Newsroom'",
    )) as unknown as [RowDataPacket[]];
    const accountId = Number(account!.id);
    const cookie = await signIn(backend.url);
    const timeEndpoint = async (path: string, as: string): Promise<Timed> => {
      const call = async () => {
        await loadGet(`${backend.url}${path}`, as);
      };
      // Warm-up: a server in steady state, its hot code optimised. On this kind of machine the
      // API's CPU per request still fell by a third between the 200th and the 1,000th request.
      await load(CLIENTS, WARM_UP_PER_CLIENT, call);
      const alone = await load(1, SEQUENTIAL, call);
      return { alone, busy: await load(CLIENTS, REQUESTS_PER_CLIENT, call) };
    };
    let worst = 0;
    let loadBefore = loadavg()[0]!;
    const rows: string[] = [];
    let baseline: Timed | null = null;
    const baseP99 = async () => {
      // The same server's cost of an authenticated request that does no list work.
      baseline ??= await timeEndpoint('/api/auth/me', cookie);
      return percentile(baseline.busy, 99);
    };

    if (only !== 'audit') {
      console.log(
        `list bench: seeding ${TOTAL.toLocaleString('en')} articles over ${WEBSITES} websites`,
      );
      const { seconds, websiteIds } = await seed(pool, accountId);
      console.log(`  seeded and indexed in ${seconds.toFixed(0)} s`);
      const editorSites = websiteIds.slice(0, 5);
      await addEditor(pool, accountId, editorSites);
      const editorCookie = await signIn(backend.url, EDITOR);

      const base = {
        websiteIds: null,
        sortBy: 'modifiedAt',
        sortDir: 'desc',
        offset: 0,
        limit: 21,
      } as const;
      const [[deep]] = (await pool.query(
        'SELECT modifiedAt, id FROM articles WHERE deletedInWp = 0 ORDER BY modifiedAt DESC, id DESC LIMIT 1 OFFSET 500000',
      )) as unknown as [RowDataPacket[]];
      const cursor = encodeCursor('modifiedAt', 'desc', deep!.modifiedAt as Date, Number(deep!.id));
      const site = websiteIds[6]!;
      const cases: Case[] = [
        {
          name: 'first page (all websites, modified desc)',
          path: '/api/articles?perPage=20',
          filter: { ...base },
        },
        {
          name: 'deep page (keyset cursor at row 500,000)',
          path: `/api/articles?perPage=20&cursor=${cursor}`,
          filter: {
            ...base,
            cursor: { value: (deep!.modifiedAt as Date).toISOString(), id: Number(deep!.id) },
          },
        },
        {
          name: 'filtered + sorted (website, publish, title asc)',
          path: `/api/articles?perPage=20&websiteId=${site}&status=publish&sortBy=title&sortDir=asc`,
          filter: {
            ...base,
            websiteIds: [site],
            status: 'publish',
            sortBy: 'title',
            sortDir: 'asc',
          },
        },
        {
          name: 'editor of 5 websites, first page (union)',
          path: '/api/articles?perPage=20',
          filter: { ...base, websiteIds: editorSites },
          editor: true,
        },
      ];
      loadBefore = loadavg()[0]!;
      const base99 = await baseP99();
      rows.push(
        `GET /api/articles (raw SQL: the same statement from article-list.sql.ts, the page with its total, over ${CLIENTS} connections)`,
      );
      for (const c of cases) {
        const as = c.editor ? editorCookie : cookie;
        const check = await api<{ data: unknown[]; total: number }>(backend.url, as, 'GET', c.path);
        if (check.data.length !== 20) throw new Error(`${c.name}: ${check.data.length} rows`);
        // The service's statement: the page with its counted total riding along.
        const list = listStatement(
          c.filter,
          countedTotalStatement(c.filter.websiteIds, c.filter.status),
        );
        const raw = async () => {
          await pool.query(list.sql, list.params);
        };
        const http = await timeEndpoint(c.path, as);
        await load(CLIENTS, 3, raw);
        const sqlAlone = await load(1, SEQUENTIAL, raw);
        const sql = await load(CLIENTS, REQUESTS_PER_CLIENT, raw);
        worst = Math.max(worst, percentile(http.busy, 99));
        rows.push(reportLine(c.name, http, base99, { alone: sqlAlone, busy: sql }));
      }
    }

    if (only !== 'articles') {
      console.log(`list bench: seeding ${AUDIT_TOTAL.toLocaleString('en')} audit entries`);
      console.log(`  seeded and indexed in ${(await seedAudit(pool, accountId)).toFixed(0)} s`);
      await addAuditor(pool, accountId);
      const auditorCookie = await signIn(backend.url, AUDITOR);
      const [[deep]] = (await pool.query(
        'SELECT id FROM audit_entries ORDER BY id DESC LIMIT 1 OFFSET 500000',
      )) as unknown as [RowDataPacket[]];
      const cursor = Buffer.from(JSON.stringify({ i: String(deep!.id) })).toString('base64url');
      const [[word]] = (await pool.query(
        "SELECT SUBSTRING_INDEX(label, ' ', 1) AS w FROM audit_entries WHERE id = 777",
      )) as unknown as [RowDataPacket[]];
      const cases = [
        { name: 'first page (newest first)', path: '/api/audit?perPage=20' },
        {
          name: 'deep page (keyset cursor at entry 500,000)',
          path: `/api/audit?perPage=20&cursor=${cursor}`,
        },
        {
          name: 'filtered (user, updated)',
          path: '/api/audit?perPage=20&subject=user&action=updated',
        },
        {
          name: "one record's History",
          path: '/api/audit?perPage=20&subject=website&subjectId=42',
        },
        { name: 'one person', path: '/api/audit?perPage=20&actorId=17' },
        { name: `search "${String(word!.w)}"`, path: `/api/audit?perPage=20&q=${String(word!.w)}` },
        {
          name: `search "${String(word!.w).slice(0, 3)}" (a common start)`,
          path: `/api/audit?perPage=20&q=${String(word!.w).slice(0, 3)}`,
        },
        {
          name: `an account's reader searching "${String(word!.w).slice(0, 4)}"`,
          path: `/api/audit?perPage=20&q=${String(word!.w).slice(0, 4)}`,
          as: auditorCookie,
        },
        { name: "an account's reader", path: '/api/audit?perPage=20', as: auditorCookie },
      ];
      loadBefore = Math.max(loadBefore, loadavg()[0]!);
      const base99 = await baseP99();
      rows.push(`GET /api/audit over ${AUDIT_TOTAL.toLocaleString('en')} entries`);
      for (const c of cases) {
        const as = c.as ?? cookie;
        const check = await api<{ data: unknown[] }>(backend.url, as, 'GET', c.path);
        if (check.data.length === 0) throw new Error(`${c.name}: no rows`);
        const http = await timeEndpoint(c.path, as);
        worst = Math.max(worst, percentile(http.busy, 99));
        rows.push(reportLine(c.name, http, base99));
      }
    }

    console.log(
      `At ${CLIENTS} concurrent clients, ${CLIENTS * REQUESTS_PER_CLIENT} requests a case; "alone": p50 of ${SEQUENTIAL} requests from one client`,
    );
    const base99 = await baseP99();
    console.log(
      `  ${'baseline: GET /api/auth/me (no list work)'.padEnd(48)} endpoint p50 ${percentile(baseline!.busy, 50).toFixed(1).padStart(5)} ms  p99 ${base99.toFixed(1).padStart(5)} ms (alone ${percentile(baseline!.alone, 50).toFixed(1)} ms)`,
    );
    for (const row of rows) console.log(row);
    printP99Footer(worst, P99_GOAL_MS, loadBefore);
  } finally {
    await pool.end();
    await backend.stop();
  }
}

main().catch((error: Error) => {
  console.error(error);
  process.exit(1);
});
