// Two `ROLE=api` nodes and a `ROLE=worker` behind Debian's nginx, sticky by a cookie. An event
// written through node A reaches a browser on node B within 1 s (the Redis adapter); killing A
// moves its browsers to B, where they catch up by refetching what they missed.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import type { IncomingMessage } from 'node:http';
import { performance } from 'node:perf_hooks';
import { after, before, describe, it } from 'node:test';
import { NodeWebSocket } from 'engine.io-client';
import { io, type Socket } from 'socket.io-client';
import {
  runBuiltBackend,
  startApiProcess,
  startWorker,
  type WorkerProcess,
} from '../../backend/test/support/worker-process';
import { freePort } from '../support/free-port';
import { TEST_PASSWORD_ENV } from '../support/password-cost';
import { request } from './support/client';
import { NODE_COOKIE, startNginx, UPSTREAM_HEADER, type Nginx } from './support/nginx';
import { dropStores, privateStores } from './support/stores';

// Processes here are killed and started again, and run what `npm start` runs: the build.
runBuiltBackend();

const ADMIN = { email: 'admin@cluster.test', password: 'cluster admin password' };
const MAX_EVENT_MS = 1000;

interface CountryChange {
  action: string;
  id: number;
}

/** A signed-in browser: its cookies (session + sticky key) and its socket, through nginx. */
interface Browser {
  name: string;
  cookie: string;
  socket: Socket;
  /** The node nginx names on each WebSocket handshake, in order. */
  handshakes: string[];
  /** When each `countries.changed` arrived, by country id. */
  changes: Map<number, number>;
  disconnects: number;
}

interface Reply {
  status: number;
  /** The node that answered (the last one nginx tried). */
  node: string;
  body: { data?: unknown; accessToken?: string } & Record<string, unknown>;
  setCookies: string[];
}

const stores = privateStores();
/** Every process start, settled or not: the cleanup waits for one still booting, then kills it. */
const starting: Promise<WorkerProcess>[] = [];
const processes: WorkerProcess[] = [];
const bootMs: Record<string, number> = {};
/** Set once `after` begins: nothing is started from then on. */
let closing = false;
const browsers: Browser[] = [];
let nginx: Nginx | undefined;
let nginxStarting: Promise<Nginx> | undefined;
let nodeA: WorkerProcess;
let worker: WorkerProcess;
let addressA = '';
let addressB = '';

// A test run killed from outside still takes its processes along (the database stays behind).
process.once('exit', () => {
  for (const pid of [...processes.map((p) => p.child.pid), nginx?.pid]) {
    try {
      if (pid) process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
});

function track(start: Promise<WorkerProcess>): Promise<WorkerProcess> {
  starting.push(start);
  start.then(
    (started) => {
      processes.push(started);
      // Started after `after` stopped the others (a `before` that timed out goes on running).
      if (closing) void started.kill();
    },
    () => undefined,
  );
  return start;
}

function gateway(): Nginx {
  if (!nginx) throw new Error('nginx is not running');
  return nginx;
}

/** The node in X-Upstream that answered: after a retry nginx lists each it tried, "A, B". */
function answeredBy(upstream: string | string[] | null | undefined): string {
  return String(upstream ?? '')
    .split(',')
    .at(-1)!
    .trim();
}

async function call(method: string, path: string, cookie: string, body?: unknown): Promise<Reply> {
  const reply = await request(gateway().url, cookie, method, path, body);
  return {
    status: reply.status,
    node: answeredBy(reply.headers.get(UPSTREAM_HEADER)),
    body: reply.body as Reply['body'],
    setCookies: reply.headers.getSetCookie(),
  };
}

const issuedKey = (reply: Reply) =>
  reply.setCookies.map((c) => new RegExp(`^${NODE_COOKIE}=([^;]+)`).exec(c)?.[1]).find(Boolean);

/** The sticky cookie nginx issues a new visitor it placed on `address` (as a browser gets one). */
async function stickyKeyFor(address: string): Promise<string> {
  for (let i = 0; i < 64; i++) {
    const visit = await call('GET', '/api/health', '');
    const key = issuedKey(visit);
    if (!key) throw new Error('nginx issued no sticky cookie');
    if (visit.node === address) return key;
  }
  throw new Error(`nginx placed no new visitor on ${address}`);
}

/** The WebSocket transport, noting the node nginx names (X-Upstream) on each handshake. */
function tracedWebSocket(handshakes: string[]) {
  return class TracedWebSocket extends NodeWebSocket {
    createSocket(
      uri: string,
      protocols: string | string[] | undefined,
      opts: Record<string, unknown>,
    ) {
      const ws = super.createSocket(uri, protocols, opts) as {
        once(event: 'upgrade', listener: (res: IncomingMessage) => void): void;
      };
      ws.once('upgrade', (res) => handshakes.push(answeredBy(res.headers[UPSTREAM_HEADER])));
      return ws;
    }
  };
}

async function openBrowser(name: string, stickyKey: string): Promise<[Browser, Reply]> {
  const login = await call('POST', '/api/auth/login', `${NODE_COOKIE}=${stickyKey}`, ADMIN);
  assert.equal(login.status, 200, JSON.stringify(login.body));
  const cookie = `${NODE_COOKIE}=${stickyKey}; accessToken=${String(login.body.accessToken)}`;
  const handshakes: string[] = [];
  const socket = io(gateway().url, {
    path: '/socket.io',
    transports: [tracedWebSocket(handshakes)],
    extraHeaders: { cookie, origin: gateway().url },
    // A browser's reconnection, with a fixed first delay so a write can land while it is away.
    reconnectionDelay: 500,
    reconnectionDelayMax: 1000,
    randomizationFactor: 0,
    timeout: 5000,
  });
  const browser: Browser = {
    name,
    cookie,
    socket,
    handshakes,
    changes: new Map(),
    disconnects: 0,
  };
  browsers.push(browser);
  socket.on('countries.changed', (change: CountryChange) =>
    browser.changes.set(change.id, performance.now()),
  );
  socket.on('disconnect', () => browser.disconnects++);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return [browser, login];
}

/** When `browser` heard `countries.changed` for `id` (waiting up to `timeoutMs`). */
function changeHeard(browser: Browser, id: number, timeoutMs = 3000): Promise<number> {
  return new Promise((resolve, reject) => {
    const heard = browser.changes.get(id);
    if (heard !== undefined) return resolve(heard);
    const listener = (change: CountryChange) => {
      if (change.id !== id) return;
      clearTimeout(timer);
      browser.socket.off('countries.changed', listener);
      resolve(browser.changes.get(id)!);
    };
    const timer = setTimeout(() => {
      browser.socket.off('countries.changed', listener);
      reject(new Error(`${browser.name} heard no countries.changed for ${id} in ${timeoutMs} ms`));
    }, timeoutMs);
    browser.socket.on('countries.changed', listener);
  });
}

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function createCountry(browser: Browser, name: string, iso2: string): Promise<Reply> {
  const created = await call('POST', '/api/countries', browser.cookie, {
    name,
    iso2,
    iso3: `${iso2}A`,
    dialingPrefix: '+999',
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  return created;
}

const createdId = (reply: Reply) => (reply.body.data as { id: number }).id;

describe('cluster behind nginx', { timeout: 240_000 }, () => {
  let first: Browser;
  let second: Browser;

  before(
    async () => {
      const [portA, portB, portNginx] = await Promise.all([freePort(), freePort(), freePort()]);
      const common = {
        PUBLIC_URL: `http://127.0.0.1:${portNginx}`,
        SPA_DIR: '/nonexistent',
        LOG_LEVEL: 'warn',
        ...TEST_PASSWORD_ENV,
      };
      let t0 = performance.now();
      // A alone first: it migrates and seeds; B and the worker then find the schema in place.
      nodeA = await track(
        startApiProcess(stores, portA, {
          ...common,
          RUN_MIGRATIONS: 'true',
          SEED: 'true',
          ADMIN_EMAIL: ADMIN.email,
          ADMIN_PASSWORD: ADMIN.password,
        }),
      );
      bootMs['node A (migrate, seed)'] = performance.now() - t0;
      t0 = performance.now();
      if (closing) throw new Error('the suite was closed while node A was starting');
      const nodeB = track(startApiProcess(stores, portB, common));
      [, worker] = await Promise.all([nodeB, track(startWorker(stores, common))]);
      bootMs['node B + worker'] = performance.now() - t0;
      t0 = performance.now();
      addressA = `127.0.0.1:${portA}`;
      addressB = `127.0.0.1:${portB}`;
      // A hook that timed out goes on running: once `after` has stopped everything, it must not
      // start nginx, which nobody would stop (the run would wait on it for ever).
      if (closing) throw new Error('the suite was closed while its processes were starting');
      // Kept as a promise too: `after`, running while it starts, still stops it.
      nginxStarting = startNginx(portNginx, [addressA, addressB]);
      nginx = await nginxStarting;
      bootMs.nginx = performance.now() - t0;
    },
    // Two api nodes and a worker booting while the API e2e files run beside (npm test's lanes):
    // each start may take its 60 s (node A, then node B and the worker), nginx its 10 s.
    { timeout: 150_000 },
  );

  after(
    async () => {
      closing = true;
      for (const browser of browsers) browser.socket.disconnect();
      const log = nginx?.errors() ?? '';
      // (A start still under way gives up within its 10 s, stopping nginx itself.)
      await (nginx ?? (await nginxStarting?.catch(() => undefined)))?.stop();
      await Promise.allSettled(starting.map(async (start) => (await start).kill()));
      await dropStores(stores);
      if (/\[(emerg|alert|crit)\]/.test(log)) throw new Error(`nginx reported:\n${log}`);
    },
    // Quick unless a process is still booting (a failed start): its start gives up within 60 s.
    { timeout: 70_000 },
  );

  it('pins one browser to each api node by the sticky cookie', { timeout: 5000 }, async (t) => {
    t.diagnostic(
      `boot: ${Object.entries(bootMs)
        .map(([what, ms]) => `${what} ${(ms / 1000).toFixed(1)} s`)
        .join(', ')}`,
    );
    const [keyA, keyB] = await Promise.all([stickyKeyFor(addressA), stickyKeyFor(addressB)]);
    let loginA: Reply;
    let loginB: Reply;
    [first, loginA] = await openBrowser('browser 1', keyA);
    [second, loginB] = await openBrowser('browser 2', keyB);
    // Back with the cookie, each stays where nginx placed it, and is not issued another.
    assert.equal(loginA.node, addressA);
    assert.equal(loginB.node, addressB);
    assert.equal(issuedKey(loginA), undefined);
    assert.deepEqual(first.handshakes, [addressA]);
    assert.deepEqual(second.handshakes, [addressB]);
  });

  it(
    'reuses its connections to a node: twenty calls close none, nor 6 s idle',
    { timeout: 15_000 },
    async () => {
      // Connections a node closed (TIME_WAIT on its side) that were not closed before.
      const port = addressA.split(':')[1]!;
      const closed = () =>
        new Set(
          execFileSync('ss', ['-Htn', 'state', 'time-wait', `( sport = :${port} )`], {
            encoding: 'utf8',
          })
            .split('\n')
            .map((line) => line.trim().split(/\s+/).slice(-2).join(' '))
            .filter((pair) => pair.includes(':')),
        );
      const cookie = `${NODE_COOKIE}=${await stickyKeyFor(addressA)}`;
      const before = closed();
      for (let i = 0; i < 20; i++) {
        assert.equal((await call('GET', '/api/health', cookie)).node, addressA);
      }
      const closedNow = () => [...closed()].filter((pair) => !before.has(pair));
      assert.deepEqual(closedNow(), [], 'nginx kept its connections to the node open');
      // Idle past Node's default 5 s: the node keeps them too (nginx may send on one any time).
      await new Promise((resolve) => setTimeout(resolve, 6000));
      assert.deepEqual(closedNow(), [], 'the node kept its idle connections open');
    },
  );

  it('passes a page whose headers name 200 websites (its Content-Security-Policy)', async () => {
    for (let i = 0; i < 200; i++) {
      const created = await call('POST', '/api/websites', first.cookie, {
        name: `Header desk ${i}`,
        url: `https://header-desk-${i}.example.org/`,
      });
      assert.equal(created.status, 201, JSON.stringify(created.body));
    }
    // A page (any address outside /api): its policy lists every website's origin for images.
    for (let i = 0; ; i++) {
      const res = await fetch(`${gateway().url}/websites/list`, {
        headers: { cookie: first.cookie },
        signal: AbortSignal.timeout(5000),
      });
      assert.notEqual(res.status, 502, 'nginx refused the answer as too big');
      const policy = res.headers.get('content-security-policy') ?? '';
      if (policy.includes('header-desk-199')) {
        assert.ok(policy.length > 6000, `a policy of ${policy.length} bytes`);
        break;
      }
      assert.ok(i < 50, 'the page never named the new websites');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  it('lets an upload of more than a megabyte through to the app, which answers it', async () => {
    const me = await call('GET', '/api/auth/me', first.cookie);
    const id = (me.body.userData as { id: number }).id;
    const upload = async (bytes: number) => {
      const form = new FormData();
      form.append(
        'avatar',
        new Blob([new Uint8Array(bytes).fill(7)], { type: 'image/png' }),
        'me.png',
      );
      const res = await fetch(`${gateway().url}/api/users/${id}/avatar`, {
        method: 'POST',
        headers: { cookie: first.cookie, origin: gateway().url },
        body: form,
        signal: AbortSignal.timeout(10_000),
      });
      return {
        status: res.status,
        body: (await res.json().catch(() => null)) as { message?: string } | null,
      };
    };
    // Past nginx's default 1 MB, under the app's 2 MB: the app reads it (and finds no picture).
    const small = await upload(1_500_000);
    assert.equal(small.status, 400);
    assert.match(small.body?.message ?? '', /PNG or JPG/);
    // Past 2 MB: the app's own words, not nginx's bare 413 page.
    const large = await upload(3_000_000);
    assert.equal(large.status, 400);
    assert.match(large.body?.message ?? '', /at most 2 MB/);
  });

  it(
    `carries an event written through node A to a browser on node B in ≤ ${MAX_EVENT_MS} ms`,
    { timeout: 5000 },
    async (t) => {
      const writtenAt = performance.now();
      const created = await createCountry(first, 'Cluster via A', 'QM');
      assert.equal(created.node, addressA);
      const onB = (await changeHeard(second, createdId(created))) - writtenAt;
      const onA = (await changeHeard(first, createdId(created))) - writtenAt;
      t.diagnostic(
        `countries.changed after the POST began: node B ${onB.toFixed(0)} ms, node A ${onA.toFixed(0)} ms`,
      );
      assert.ok(onB <= MAX_EVENT_MS, `node B heard it after ${onB.toFixed(0)} ms`);
    },
  );

  it(
    'moves node A’s browser to node B when A dies; it catches up and hears new events',
    { timeout: 15_000 },
    async (t) => {
      const disconnected = new Promise<number>((resolve) =>
        first.socket.once('disconnect', () => resolve(performance.now())),
      );
      const reconnected = disconnected.then(
        () =>
          new Promise<number>((resolve) =>
            first.socket.once('connect', () => resolve(performance.now())),
          ),
      );
      const killedAt = performance.now();
      await nodeA.kill('SIGKILL');
      const lostAt = await within(disconnected, 3000, 'browser 1 noticing node A is gone');

      // Written while browser 1 is away: its socket cannot hear this one.
      const missed = await createCountry(second, 'Cluster during outage', 'QN');
      const missedAt = performance.now();
      assert.equal(missed.node, addressB);

      const backAt = await within(reconnected, 10_000, 'browser 1 reconnecting through nginx');
      assert.ok(missedAt < backAt, 'the outage write landed before browser 1 was back');
      assert.equal(first.handshakes.at(-1), addressB);

      // Catching up: the refetch a browser makes on reconnecting, with its cookie still keyed to A.
      const list = await call('GET', '/api/countries?q=Cluster&perPage=50', first.cookie);
      assert.equal(list.status, 200);
      assert.equal(list.node, addressB);
      const names = (list.body.data as { name: string }[]).map((c) => c.name).sort();
      assert.deepEqual(names, ['Cluster during outage', 'Cluster via A']);

      const writtenAt = performance.now();
      const later = await createCountry(first, 'Cluster after failover', 'QO');
      assert.equal(later.node, addressB);
      const heard = await Promise.all([first, second].map((b) => changeHeard(b, createdId(later))));
      const latencies = heard.map((at) => at - writtenAt);
      t.diagnostic(
        `failover: disconnect ${(lostAt - killedAt).toFixed(0)} ms, back on node B ${(backAt - killedAt).toFixed(0)} ms after SIGKILL; ` +
          `next event ${latencies.map((ms) => ms.toFixed(0)).join(' / ')} ms (browser 1 / 2)`,
      );
      for (const ms of latencies) assert.ok(ms <= MAX_EVENT_MS, `event after ${ms.toFixed(0)} ms`);
      assert.equal(second.disconnects, 0, 'browser 2 on node B stayed connected throughout');
      assert.equal(worker.child.exitCode, null, 'the worker is still running');
    },
  );
});
