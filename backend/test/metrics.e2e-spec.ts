import { eventually } from './support/eventually';
import {
  connectSocket,
  dropEnv,
  login,
  startApp,
  testEnv,
  type TestApp,
  type TestSocket,
} from './support/test-app';

const METRICS_TOKEN = 'metrics-token-for-the-ops-test';

/** Ops read `/metrics` (Prometheus): HTTP latency, queue depth, job durations, sockets. */
describe('metrics for ops', () => {
  const env = testEnv();
  let t: TestApp;
  let socket: TestSocket;

  const scrape = async () => {
    const res = await t.http
      .get('/metrics')
      .set('Authorization', `Bearer ${METRICS_TOKEN}`)
      .expect(200);
    const value = (series: string) => {
      const line = res.text.split('\n').find((l) => l.startsWith(`${series} `));
      return line === undefined ? undefined : Number(line.slice(series.length + 1));
    };
    return { text: res.text, value };
  };

  beforeAll(async () => {
    // No mail server listens here: an invitation's mail job fails, and is timed.
    t = await startApp(env, { METRICS_TOKEN, SMTP_URL: 'smtp://127.0.0.1:9' });
  });

  afterAll(async () => {
    socket?.disconnect();
    await t?.close();
    await dropEnv(env);
  });

  it('is closed without the token', async () => {
    await t.http.get('/metrics').expect(401);
    await t.http.get('/metrics').set('Authorization', 'Bearer not-the-token-at-all').expect(401);
  });

  it('times requests by route pattern, counts sockets, queues and job attempts', async () => {
    const admin = await login(t);
    await t.http.get('/api/health').expect(200);
    await t.http.get('/api/users/987654').set('Cookie', admin.cookie).expect(404);
    socket = await connectSocket(t, admin.cookie);
    // An invitation: its mail job runs and fails (nothing listens on port 9).
    const roles = (await t.http.get('/api/roles').set('Cookie', admin.cookie).expect(200)).body as {
      id: number;
      name: string;
    }[];
    await t.http
      .post('/api/users')
      .set('Cookie', admin.cookie)
      .send({
        firstName: 'Ops',
        lastName: 'Reader',
        email: 'ops.reader@e2e.test',
        roleId: roles.find((r) => r.name === 'Viewer')!.id,
      })
      .expect(201);
    // Its first attempt ends (failed) and is timed.
    const timed = 'ams_job_duration_seconds_count{name="mail.send",outcome="failed"}';
    await eventually(async () => ((await scrape()).value(timed) ?? 0) >= 1, true, 15_000);
    const { value, text } = await scrape();
    expect(
      value(
        'ams_http_request_duration_seconds_count{method="GET",route="/api/health",status="2xx"}',
      ),
    ).toBeGreaterThanOrEqual(1);
    // A path with an id is counted under its pattern, not as a series of its own.
    expect(
      value(
        'ams_http_request_duration_seconds_count{method="GET",route="/api/users/:id",status="4xx"}',
      ),
    ).toBe(1);
    expect(text).not.toContain('/api/users/987654');
    expect(value('ams_socket_connections')).toBe(1);
    for (const queue of ['mail', 'sync', 'clone', 'ai']) {
      expect(value(`ams_queue_jobs{queue="${queue}",state="waiting"}`)).toBeGreaterThanOrEqual(0);
    }
    expect(
      value('ams_job_duration_seconds_count{name="mail.send",outcome="failed"}'),
    ).toBeGreaterThanOrEqual(1);
    // Node's own process metrics come with them.
    expect(value('ams_process_cpu_user_seconds_total')).toBeGreaterThan(0);
  });
});
