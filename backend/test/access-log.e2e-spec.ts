import { ADMIN, dropEnv, startApp, testEnv, type TestApp } from './support/test-app';
import { SHARED_SECRETS, startApiProcess, type WorkerProcess } from './support/worker-process';
import { freePort } from '../../test/support/free-port';

jest.setTimeout(90_000);

interface AccessLine {
  role: string;
  req: { id: unknown; method: string; url: string };
  res: { statusCode: number };
  responseTime: number;
}

/**
 * What ops read: the access log of a real api process (its own stdout). The in-process app
 * migrates and seeds the database the process then serves.
 */
describe('access log', () => {
  const env = testEnv();
  let t: TestApp;
  let api: WorkerProcess;
  let url: string;

  beforeAll(async () => {
    t = await startApp(env, { ROLE: 'api', ...SHARED_SECRETS });
    const port = await freePort();
    api = await startApiProcess(env, port);
    url = `http://127.0.0.1:${port}`;
  });

  afterAll(async () => {
    await api?.kill();
    await t?.close();
    await dropEnv(env);
  });

  const accessLines = () =>
    api
      .output()
      .split('\n')
      .filter((line) => line.includes('"request completed"'))
      .map((line) => JSON.parse(line) as AccessLine);

  it('writes one JSON line per request (method, path, status, time) and never a credential', async () => {
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    expect(login.status).toBe(200);
    const { accessToken } = (await login.json()) as { accessToken: string };
    const cookie = login.headers
      .getSetCookie()
      .find((c) => c.startsWith('accessToken='))!
      .split(';')[0]!;
    const byCookie = await fetch(`${url}/api/auth/me`, { headers: { cookie } });
    const byBearer = await fetch(`${url}/api/auth/me`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect([byCookie.status, byBearer.status]).toEqual([200, 200]);
    // A secret a client put in a query string is not written either.
    const leaky = await fetch(`${url}/api/articles?perPage=5&token=query-secret-123`, {
      headers: { cookie },
    });
    expect(leaky.status).toBe(400);

    const deadline = Date.now() + 5000;
    while (accessLines().length < 4 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
    }
    const lines = accessLines();
    expect(lines.map((l) => [l.req.method, l.req.url, l.res.statusCode])).toEqual([
      ['POST', '/api/auth/login', 200],
      ['GET', '/api/auth/me', 200],
      ['GET', '/api/auth/me', 200],
      ['GET', '/api/articles?perPage=5&token=[redacted]', 400],
    ]);
    for (const line of lines) {
      expect(line).toMatchObject({ role: 'api', responseTime: expect.any(Number) });
      // The request line and the status only: no headers, cookies or bodies.
      expect(Object.keys(line.req).sort()).toEqual(['id', 'method', 'url']);
      expect(Object.keys(line.res)).toEqual(['statusCode']);
    }
    const everything = api.output();
    for (const secret of [ADMIN.password, accessToken, cookie.split('=')[1]!, 'query-secret-123']) {
      expect(everything).not.toContain(secret);
    }
  });
});
