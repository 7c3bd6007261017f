import { AuditEntry } from '../src/core/audit/entities/audit-entry.entity';
import { JobName } from '../src/core/queues/job-catalogue';
import { createAccount, createRole, createUser } from './support/factories';
import { eventually } from './support/eventually';
import { writeAudit } from '../src/core/audit/audit-trail';
import type { AuditChanged } from '../src/core/realtime/event-map';
import { connectSocket, dropEnv, login, startApp, testEnv, type TestApp } from './support/test-app';

interface Entry {
  id: string;
  at: string;
  actorId: number | null;
  actorName: string | null;
  actorEmail: string | null;
  ip: string | null;
  userAgent: string | null;
  subject: string;
  subjectId: number | null;
  label: string;
  action: string;
  changes: { field: string; before?: unknown; after?: unknown; secret?: boolean }[];
}
interface AuditPage {
  data: Entry[];
  total: number;
  totalExact: boolean;
  nextCursor: string | null;
}

describe('audit trail', () => {
  const env = testEnv();
  let t: TestApp;
  let admin: string;
  let adminId: number;
  let newsroomId: number;
  let auditor: string;
  let viewer: string;

  const audit = async (query = '', cookie = admin): Promise<AuditPage> =>
    (await t.http.get(`/api/audit${query}`).set('Cookie', cookie).expect(200)).body as AuditPage;
  const entries = () => t.db.getRepository(AuditEntry);

  beforeAll(async () => {
    t = await startApp(env);
    const session = await login(t);
    admin = session.cookie;
    adminId = session.body.userData.id;
    newsroomId = session.body.userData.accountId;
    const reader = await createRole(t.db, {
      name: 'Auditor',
      permissions: [{ action: 'read', subject: 'audit' }],
    });
    const a = await createUser(t.db, { roleName: reader.name, accountId: newsroomId });
    auditor = (await login(t, a.email, a.password)).cookie;
    const v = await createUser(t.db, { roleName: 'Viewer', accountId: newsroomId });
    viewer = (await login(t, v.email, v.password)).cookie;
  });
  afterAll(async () => {
    await t.close();
    await dropEnv(env);
  });

  it('records a role change with who, from where, and its permissions before → after', async () => {
    const created = await t.http
      .post('/api/roles')
      .set('Cookie', admin)
      .set('User-Agent', 'desk-browser/1.0')
      .send({ name: 'Night desk', permissions: [{ action: 'read', subject: 'article' }] })
      .expect(201);
    const id = created.body.id as number;
    await t.http
      .patch(`/api/roles/${id}`)
      .set('Cookie', admin)
      .set('User-Agent', 'desk-browser/1.0')
      .send({
        version: created.body.version,
        name: 'Night desk editors',
        permissions: [
          { action: 'read', subject: 'article' },
          { action: 'write', subject: 'article' },
        ],
      })
      .expect(200);

    const history = await audit(`?subject=role&subjectId=${id}`);
    expect(history.data.map((e) => e.action)).toEqual(['updated', 'created']);
    const [updated] = history.data;
    expect(updated).toMatchObject({
      actorId: adminId,
      actorEmail: 'admin@e2e.test',
      ip: '127.0.0.1',
      userAgent: 'desk-browser/1.0',
      subject: 'role',
      subjectId: id,
      label: 'Night desk editors',
    });
    expect(updated!.changes).toEqual([
      { field: 'name', before: 'Night desk', after: 'Night desk editors' },
      {
        field: 'permissions',
        before: ['read:article'],
        after: ['read:article', 'write:article'],
      },
    ]);
    // A save that changes nothing writes nothing.
    const same = await t.http.get(`/api/roles/${id}`).set('Cookie', admin).expect(200);
    await t.http
      .patch(`/api/roles/${id}`)
      .set('Cookie', admin)
      .send({ version: same.body.version, name: 'Night desk editors' })
      .expect(200);
    expect((await audit(`?subject=role&subjectId=${id}`)).data).toHaveLength(2);
  });

  it('writes nothing for a change that was refused (stale form, taken name)', async () => {
    const before = await entries().count();
    const role = await t.http
      .post('/api/roles')
      .set('Cookie', admin)
      .send({ name: 'Sports desk', permissions: [] })
      .expect(201);
    await t.http
      .patch(`/api/roles/${role.body.id}`)
      .set('Cookie', admin)
      .send({ version: role.body.version + 5, name: 'Sports' })
      .expect(409);
    await t.http
      .post('/api/roles')
      .set('Cookie', admin)
      .send({ name: 'Sports desk', permissions: [] })
      .expect(409);
    expect(await entries().count()).toBe(before + 1);
  });

  it('commits a change only with its entry: a trail that cannot be written keeps the change out', async () => {
    await t.db.query('RENAME TABLE audit_entries TO audit_entries_away');
    try {
      const refused = await t.http
        .post('/api/roles')
        .set('Cookie', admin)
        .send({ name: 'Unrecorded desk', permissions: [] });
      expect(refused.status).toBeGreaterThanOrEqual(500);
    } finally {
      await t.db.query('RENAME TABLE audit_entries_away TO audit_entries');
    }
    const roles = await t.http.get('/api/roles').set('Cookie', admin).expect(200);
    expect(roles.body.map((r: { name: string }) => r.name)).not.toContain('Unrecorded desk');
  });

  it('names a secret as changed and never keeps it', async () => {
    const secret = 'abcd efgh ijkl mnop qrst uvwx';
    const site = await t.http
      .post('/api/websites')
      .set('Cookie', admin)
      .send({
        name: 'Audit daily',
        url: 'http://127.0.0.1:9/audit-daily',
        apiUsername: 'editor',
        apiKey: secret,
      })
      .expect(201);
    const id = site.body.data.id as number;
    await t.http
      .patch(`/api/websites/${id}`)
      .set('Cookie', admin)
      .send({ version: site.body.data.version, apiKey: `${secret} zz`, name: 'Audit Daily' })
      .expect(200);
    const history = await audit(`?subject=website&subjectId=${id}`);
    const [updated, created] = history.data;
    expect(created!.changes).toContainEqual({ field: 'apiKey', secret: true });
    expect(updated!.changes).toEqual([
      { field: 'name', before: 'Audit daily', after: 'Audit Daily' },
      { field: 'apiKey', secret: true },
    ]);
    const stored = await t.db.query<{ changes: string }[]>(
      'SELECT CAST(changes AS CHAR) AS changes FROM audit_entries WHERE subject = ? AND subjectId = ?',
      ['website', id],
    );
    for (const row of stored) expect(row.changes).not.toContain('mnop');
    const csv = await t.http.get(`/api/audit/export.csv?subject=website`).set('Cookie', admin);
    expect(csv.text).not.toContain('mnop');
  });

  it('records a user’s role change by role name', async () => {
    const user = await createUser(t.db, {
      roleName: 'Viewer',
      accountId: newsroomId,
      firstName: 'Ola',
      lastName: 'Nowak',
    });
    const current = await t.http.get(`/api/users/${user.id}`).set('Cookie', admin).expect(200);
    const editorRole = (await t.http.get('/api/roles').set('Cookie', admin)).body.find(
      (r: { name: string }) => r.name === 'Editor',
    );
    await t.http
      .patch(`/api/users/${user.id}`)
      .set('Cookie', admin)
      .send({ version: current.body.version, roleId: editorRole.id })
      .expect(200);
    const [entry] = (await audit(`?subject=user&subjectId=${user.id}`)).data;
    expect(entry).toMatchObject({ action: 'updated', label: 'Ola Nowak' });
    expect(entry!.changes).toEqual([{ field: 'role', before: 'Viewer', after: 'Editor' }]);
  });

  it('filters, searches and pages by keyset; a stranger to the trail is refused', async () => {
    for (let i = 0; i < 7; i++) {
      await t.http
        .post('/api/roles')
        .set('Cookie', admin)
        .send({ name: `Paged desk ${i}`, permissions: [] })
        .expect(201);
    }
    const first = await audit('?subject=role&action=created&q=paged&perPage=5');
    expect(first.data).toHaveLength(5);
    expect(first).toMatchObject({ total: 7, totalExact: true });
    expect(first.data.map((e) => e.label)).toEqual([
      'Paged desk 6',
      'Paged desk 5',
      'Paged desk 4',
      'Paged desk 3',
      'Paged desk 2',
    ]);
    const second = await audit(
      `?subject=role&action=created&q=paged&perPage=5&cursor=${first.nextCursor}`,
    );
    expect(second.data.map((e) => e.label)).toEqual(['Paged desk 1', 'Paged desk 0']);
    expect(second.nextCursor).toBeNull();
    const oldest = await audit('?subject=role&q=paged&sortDir=asc&perPage=5');
    expect(oldest.data[0]!.label).toBe('Paged desk 0');
    expect((await audit(`?actorId=${adminId + 999}`)).data).toEqual([]);

    const bad = await t.http.get('/api/audit?cursor=nope').set('Cookie', admin).expect(400);
    expect(bad.body.code).toBe('audit.bad_cursor');
    const badSubject = await t.http
      .get('/api/audit?subject=planet')
      .set('Cookie', admin)
      .expect(400);
    expect(JSON.stringify(badSubject.body)).toContain('subject must be one of');
    await t.http.get('/api/audit').set('Cookie', viewer).expect(403);
  });

  it('searches by the start of each word of the record or the author, accents aside, the rare and the common alike', async () => {
    // 2,100 earlier entries share two words: too common to look up by their list of entries, so
    // each entry is checked newest first; the count says "at least" past its cap.
    await t.db.query(
      `INSERT INTO audit_entries (at, subject, subjectId, label, action, changes)
       SELECT NOW(3) - INTERVAL 1 DAY, 'prompt', seq, CONCAT('Common filler ', seq), 'updated', '[]'
         FROM seq_1_to_2100`,
    );
    await t.db.query(
      `INSERT INTO audit_words (word, entryId)
       SELECT w.word, e.id FROM audit_entries e
         JOIN (SELECT 'common' AS word UNION ALL SELECT 'filler') w
        WHERE e.label LIKE 'Common filler %'`,
    );
    for (const name of ['Café Kyiv desk', 'Kyiv night desk', 'Common ground']) {
      await t.http
        .post('/api/roles')
        .set('Cookie', admin)
        .send({ name, permissions: [] })
        .expect(201);
    }
    const labels = async (q: string) =>
      (await audit(`?subject=role&perPage=50&q=${encodeURIComponent(q)}`)).data.map((e) => e.label);
    expect(await labels('cafe')).toEqual(['Café Kyiv desk']);
    expect(await labels('KY DE')).toEqual(['Kyiv night desk', 'Café Kyiv desk']);
    expect(await labels('yiv')).toEqual([]);
    const email = (await audit('?subject=role&perPage=10')).data[0]!.actorEmail!;
    expect(await labels(`${email.split('@')[0]} café`)).toEqual(['Café Kyiv desk']);

    expect(await labels('common gro')).toEqual(['Common ground']);
    const common = await audit('?perPage=10&q=comm');
    expect(common.data.map((e) => e.label).slice(0, 3)).toEqual([
      'Common ground',
      'Common filler 2100',
      'Common filler 2099',
    ]);
    expect(common).toMatchObject({ total: 1_000, totalExact: false });
    const both = await audit('?perPage=10&q=fil%20com');
    expect(both.data.map((e) => e.label).slice(0, 2)).toEqual([
      'Common filler 2100',
      'Common filler 2099',
    ]);
    const next = await audit(`?perPage=10&q=fil%20com&cursor=${both.nextCursor}`);
    expect(next.data.map((e) => e.label).slice(0, 2)).toEqual([
      'Common filler 2090',
      'Common filler 2089',
    ]);
    expect((await audit('?q=%25')).data).toEqual([]);
  });

  it("shows an account's reader its own account's entries only", async () => {
    const other = await createAccount(t.db, { name: 'Other newsroom' });
    await t.http
      .post('/api/users')
      .set('Cookie', admin)
      .send({
        firstName: 'Far',
        lastName: 'Away',
        email: 'far.away@e2e.test',
        roleId: (await t.http.get('/api/roles').set('Cookie', admin)).body.find(
          (r: { name: string }) => r.name === 'Viewer',
        ).id,
        accountId: other.id,
      })
      .expect(201);
    await t.http
      .post('/api/users')
      .set('Cookie', admin)
      .send({
        firstName: 'Near',
        lastName: 'By',
        email: 'near.by@e2e.test',
        roleId: (await t.http.get('/api/roles').set('Cookie', admin)).body.find(
          (r: { name: string }) => r.name === 'Viewer',
        ).id,
      })
      .expect(201);
    const mine = await audit('?subject=user&action=invited', auditor);
    expect(mine.data.map((e) => e.label)).toEqual(['Near By']);
    // Roles are shared, not an account's: not in its trail.
    expect((await audit('?subject=role', auditor)).data).toEqual([]);
    const all = await audit('?subject=user&action=invited');
    expect(all.data.map((e) => e.label)).toEqual(['Near By', 'Far Away']);
    // A search reads the reader's account only, the count too.
    const found = await audit('?q=far%20away', auditor);
    expect(found).toMatchObject({ data: [], total: 0, totalExact: true });
    const near = await audit('?q=near', auditor);
    expect(near.data.map((e) => e.label)).toEqual(['Near By']);
    expect(near).toMatchObject({ total: 1, totalExact: true });
    expect((await audit('?q=far')).data.map((e) => e.label)).toEqual(['Far Away']);
  });

  it('announces each committed entry live to who may read it, never one rolled back', async () => {
    const other = await createAccount(t.db, { name: 'Far newsroom' });
    const [adminSocket, auditorSocket] = await Promise.all([
      connectSocket(t, admin),
      connectSocket(t, auditor),
    ]);
    const heard = { admin: [] as AuditChanged[], auditor: [] as AuditChanged[] };
    adminSocket.on('audit.changed', (payload) => heard.admin.push(payload));
    auditorSocket.on('audit.changed', (payload) => heard.auditor.push(payload));
    const viewerRole = (await t.http.get('/api/roles').set('Cookie', admin)).body.find(
      (r: { name: string }) => r.name === 'Viewer',
    ).id as number;
    const invite = async (email: string, accountId?: number) =>
      (
        await t.http
          .post('/api/users')
          .set('Cookie', admin)
          .send({ firstName: 'Live', lastName: 'Entry', email, roleId: viewerRole, accountId })
          .expect(201)
      ).body.id as number;

    // A transaction that wrote its entry and then failed: nothing was committed, nothing heard.
    await expect(
      t.db.transaction(async (manager) => {
        await writeAudit(manager, {
          by: null,
          note: {
            subject: 'settings',
            subjectId: null,
            label: 'Rolled back',
            action: 'updated',
            accountId: null,
          },
        });
        throw new Error('the change failed after its entry');
      }),
    ).rejects.toThrow('the change failed after its entry');
    const far = await invite('live.far@e2e.test', other.id);
    const near = await invite('live.near@e2e.test');

    const user = (id: number, accountId: number) => ({ accountId, subject: 'user', subjectId: id });
    await eventually(async () => heard.admin.length, 2);
    expect(heard.admin).toEqual([user(far, other.id), user(near, newsroomId)]);
    // The account's reader of the trail hears its own account's entry only.
    await eventually(async () => heard.auditor.length, 1);
    expect(heard.auditor).toEqual([user(near, newsroomId)]);
    adminSocket.close();
    auditorSocket.close();
  });

  it('exports the filtered trail as CSV, formulas written as text', async () => {
    await t.http
      .post('/api/roles')
      .set('Cookie', admin)
      .send({ name: '=HYPERLINK("x")', permissions: [] })
      .expect(201);
    const csv = await t.http
      .get('/api/audit/export.csv?subject=role&action=created')
      .set('Cookie', admin)
      .expect(200)
      .expect('Content-Type', /text\/csv/);
    const lines = csv.text.trim().split('\n');
    expect(lines[0]).toBe('at,actor,email,ip,subject,id,record,action,changes');
    expect(lines.length).toBeGreaterThan(8);
    expect(csv.text).toContain(`"'=HYPERLINK(""x"")"`);
    await t.http.get('/api/audit/export.csv').set('Cookie', viewer).expect(403);
  });

  it('keeps entries for the configured days, then the hourly pass deletes them', async () => {
    const refused = await t.http
      .put('/api/settings')
      .set('Cookie', admin)
      .field('auditRetentionDays', '7')
      .expect(400);
    expect(JSON.stringify(refused.body)).toContain(
      'The audit trail keeps entries at least 30 days.',
    );
    await t.http
      .put('/api/settings')
      .set('Cookie', admin)
      .field('auditRetentionDays', '90')
      .expect(200);
    const [settingsEntry] = (await audit('?subject=settings')).data;
    expect(settingsEntry!.changes).toEqual([
      { field: 'auditRetentionDays', before: 365, after: 90 },
    ]);
    const old = (await audit('?subject=role&perPage=5')).data.map((e) => e.id);
    await t.db.query('UPDATE audit_entries SET at = NOW(3) - INTERVAL 91 DAY WHERE id IN (?)', [
      old,
    ]);
    const before = await entries().count();
    await t.http
      .post(`/api/jobs/maintenance/${JobName.AuditRetention}/run`)
      .set('Cookie', admin)
      .expect(202);
    await eventually(() => entries().count(), before - old.length, 15_000);
    expect(await entries().countBy({ subject: 'settings' })).toBe(1);
  });
});
