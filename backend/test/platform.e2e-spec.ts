import { SMTPServer } from 'smtp-server';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MailService } from '../src/core/mail/mail.service';
import { JobRun } from '../src/core/queues/entities/job-run.entity';
import { dropEnv, startApp, testEnv, type TestApp } from './support/test-app';

/** Processes split by ROLE, health, API docs, and a job crossing from an api node to a worker. */
describe('platform', () => {
  const env = testEnv();
  const received: string[] = [];
  let smtp: SMTPServer;
  let smtpPort: number;
  let api: TestApp;
  let worker: TestApp;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        stream.on('end', () => {
          received.push(raw);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    smtpPort = (smtp.server.address() as { port: number }).port;
    const smtpEnv = { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` };
    api = await startApp(env, { ...smtpEnv, ROLE: 'api' });
    worker = await startApp(env, { ...smtpEnv, ROLE: 'worker' });
  });
  afterAll(async () => {
    await worker.close();
    await api.close();
    await new Promise<void>((resolve) => smtp.close(resolve));
    await dropEnv(env);
  });

  it('reports database, Redis and queues on /api/health', async () => {
    const res = await api.http.get('/api/health').expect(200);
    expect(res.body).toMatchObject({ status: 'ok', role: 'api', database: 'up', redis: 'up' });
    expect(res.body.queues).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'mail', ready: true })]),
    );
    await worker.http.get('/api/health').expect(200);
  });

  it('a worker serves health but no API routes', async () => {
    await worker.http.post('/api/auth/login').send({}).expect(404);
    await api.http.post('/api/auth/login').send({}).expect(400);
  });

  it('a job queued on an api node is run by the worker and recorded in job history', async () => {
    await api.app
      .get(MailService)
      .queue({ to: 'desk@e2e.test', subject: 'Sync finished', text: 'All done.' });
    for (let i = 0; i < 100 && received.length === 0; i++)
      await new Promise((r) => setTimeout(r, 100));
    expect(received.join('')).toMatch(/Subject: Sync finished/);
    let run: JobRun | null = null;
    for (let i = 0; i < 50 && run?.state !== 'completed'; i++) {
      run = await api.db.getRepository(JobRun).findOneBy({ name: 'mail.send' });
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(run).toMatchObject({ queue: 'mail', state: 'completed', progress: 100 });
  });

  it('serves the OpenAPI document, identical to the committed one', async () => {
    const res = await api.http.get('/api/docs-json').expect(200);
    const committed = JSON.parse(readFileSync(join(__dirname, '..', 'openapi.json'), 'utf8'));
    expect(res.body).toEqual(committed);
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/c{product}-info']),
    );
  });

  it('sends a CSP and never leaks a stack trace', async () => {
    const res = await api.http.get('/api/health');
    expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});
