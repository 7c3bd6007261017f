/**
 * `npm run bench:live`: 5,000 Socket.IO clients (WebSocket transport, the admin's session cookie)
 * connected to the real backend (ROLE=api) the way the dashboard page is: every signed-in socket
 * joins its rooms on connect, and the dashboard refreshes on `websites.changed`. The bench then
 * renames a website LIVE_CHANGES times through the API (PATCH /api/websites/:id, what an editor
 * does) and times each change from the request being sent to each client hearing the event:
 * p50/p99 over every delivery (goal p99 ≤ 100 ms), and the server's memory per connection (RSS and
 * heap after the clients connected, less before, divided by the clients).
 *
 * Baseline, same run and same client processes: a bare Socket.IO server that, on an HTTP POST,
 * broadcasts the same payload to a room all 5,000 clients joined.
 *
 * The clients speak the Engine.IO 4 / Socket.IO 5 protocol over `ws` themselves (open → connect
 * to the main namespace, ping → pong, an event frame is heard when it arrives) instead of running
 * 5,000 copies of socket.io-client: in use each browser decodes its frames on its own machine, and
 * here every client shares the server's two CPUs. Both servers are measured with the same clients.
 * LIVE_WARMUP changes (default 5) are sent and heard before measuring: the first broadcasts to
 * 5,000 new sockets run cold code and take about three times as long as every later one.
 *
 * Clients live in LIVE_WORKERS child processes (default 2), so no single event loop reads 5,000
 * frames in a row. LIVE_CLIENTS changes the size.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { availableParallelism, loadavg } from 'node:os';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import WebSocket from 'ws';
import { api, percentile, signIn, startBackend } from './support/backend';

const CLIENTS = Number(process.env.LIVE_CLIENTS ?? 5000);
const CHANGES = Number(process.env.LIVE_CHANGES ?? 30);
const WARMUP = Number(process.env.LIVE_WARMUP ?? 5);
const WORKERS = Number(process.env.LIVE_WORKERS ?? 2);
const P99_GOAL_MS = 100;
const METRICS_TOKEN = 'bench-live-metrics-token';
/** Connections opened at once by each client process (a crowd, not a stampede). */
const CONNECT_WAVE = 100;

/** Wall-clock milliseconds with sub-millisecond precision, comparable across processes. */
const now = () => performance.timeOrigin + performance.now();

type ToWorker =
  | { type: 'connect'; url: string; headers: Record<string, string>; event: string; n: number }
  | { type: 'expect'; change: number }
  | { type: 'close' };
type FromWorker =
  | { type: 'connected'; failed: number; error?: string }
  | { type: 'heard'; change: number; times: number[] }
  | { type: 'closed' };

// ---------------------------------------------------------------- client process

function clientProcess() {
  let sockets: WebSocket[] = [];
  /** Per client, the time it heard each change. */
  let heard: number[][] = [];
  const send = (m: FromWorker) => process.send!(m);

  process.on('message', (m: ToWorker) => {
    if (m.type === 'connect') void connect(m);
    if (m.type === 'expect') void expect(m.change);
    if (m.type === 'close') {
      for (const s of sockets) s.close();
      sockets = [];
      heard = [];
      send({ type: 'closed' });
    }
  });

  /**
   * One client: Engine.IO's open packet (`0{…}`) is answered by connecting to the main namespace
   * (`40`), whose answer (`40{…}`, or `44{…}` refused) settles the connection; the server's pings
   * (`2`) are answered (`3`); an event frame (`42["<event>",…]`) is timed as it arrives.
   */
  function client(m: Extract<ToWorker, { type: 'connect' }>, times: number[]) {
    const prefix = Buffer.from(`42["${m.event}"`);
    const socket = new WebSocket(
      `${m.url.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`,
      {
        headers: m.headers,
        handshakeTimeout: 30_000,
      },
    );
    sockets.push(socket);
    return new Promise<string | undefined>((resolve) => {
      socket.on('message', (data: Buffer) => {
        if (data.subarray(0, prefix.length).equals(prefix)) times.push(now());
        else if (data[0] === 0x32 /* 2 ping */) socket.send('3');
        else if (data[0] === 0x30 /* 0 open */) socket.send('40');
        else if (data[0] === 0x34 && data[1] === 0x30 /* 40 connected */) resolve(undefined);
        else if (data[0] === 0x34 && data[1] === 0x34 /* 44 refused */) resolve(data.toString());
      });
      socket.on('error', (e) => resolve(e.message));
      socket.on('close', () => resolve('closed'));
    });
  }

  async function connect(m: Extract<ToWorker, { type: 'connect' }>) {
    let failed = 0;
    let error: string | undefined;
    for (let at = 0; at < m.n; at += CONNECT_WAVE) {
      const wave = Array.from({ length: Math.min(CONNECT_WAVE, m.n - at) }, () => {
        const times: number[] = [];
        heard.push(times);
        return client(m, times);
      });
      for (const e of await Promise.all(wave)) {
        if (e === undefined) continue;
        failed++;
        error = e;
      }
    }
    send({ type: 'connected', failed, error });
  }

  /** Answers once every client heard change `change` (or 10 s passed: the rest count as lost). */
  async function expect(change: number) {
    const deadline = Date.now() + 10_000;
    while (heard.some((t) => t.length <= change) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 5));
    }
    send({
      type: 'heard',
      change,
      times: heard.flatMap((t) => (t.length > change ? [t[change]!] : [])),
    });
  }
}

// ---------------------------------------------------------------- bare Socket.IO baseline

function baselineProcess() {
  const http = createServer();
  const server = new Server(http, {
    path: '/socket.io',
    serveClient: false,
    transports: ['websocket'],
  });
  server.on('connection', (socket) => void socket.join('dashboard'));
  http.on('request', (req, res) => {
    if (req.url === '/change' && req.method === 'POST') {
      req.resume();
      req.on('end', () => {
        server.to('dashboard').emit('websites.changed', { action: 'updated', id: 1 });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    } else if (req.url === '/memory') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(process.memoryUsage()));
    } else if (!req.url?.startsWith('/socket.io')) res.writeHead(404).end();
  });
  http.listen(0, '127.0.0.1', () => process.send!((http.address() as AddressInfo).port));
}

// ---------------------------------------------------------------- the run

interface Memory {
  rss: number;
  heap: number;
}

const rssOf = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) * 1024;

function workersOf(count: number) {
  const workers = Array.from({ length: count }, () =>
    fork(__filename, ['clients'], { execArgv: ['--import', 'tsx'] }),
  );
  const next = <T extends FromWorker['type']>(w: ChildProcess, type: T) =>
    new Promise<Extract<FromWorker, { type: T }>>((resolve) => {
      const on = (m: FromWorker) => {
        if (m.type !== type) return;
        w.off('message', on);
        resolve(m as Extract<FromWorker, { type: T }>);
      };
      w.on('message', on);
    });
  return {
    async connect(url: string, headers: Record<string, string>, event: string) {
      const share = (i: number) => Math.floor(CLIENTS / count) + (i < CLIENTS % count ? 1 : 0);
      const answers = await Promise.all(
        workers.map((w, i) => {
          const answer = next(w, 'connected');
          w.send({ type: 'connect', url, headers, event, n: share(i) } satisfies ToWorker);
          return answer;
        }),
      );
      const failed = answers.reduce((n, a) => n + a.failed, 0);
      if (failed > 0) {
        throw new Error(
          `${failed} clients could not connect: ${answers.find((a) => a.error)?.error}`,
        );
      }
    },
    /**
     * Triggers `change` WARMUP + CHANGES times; answers the delivery times (ms) of the last CHANGES
     * and how many of those were lost.
     */
    async measure(change: () => Promise<void>) {
      const deliveries: number[] = [];
      let lost = 0;
      for (let i = 0; i < WARMUP + CHANGES; i++) {
        const answers = workers.map((w) => next(w, 'heard'));
        const sent = now();
        await change();
        for (const w of workers) w.send({ type: 'expect', change: i } satisfies ToWorker);
        const heardNow = (await Promise.all(answers)).flatMap((a) => a.times);
        if (i < WARMUP) continue;
        for (const t of heardNow) deliveries.push(t - sent);
        lost = (i + 1 - WARMUP) * CLIENTS - deliveries.length;
        await new Promise((r) => setTimeout(r, 100));
      }
      return { deliveries, lost };
    },
    async close() {
      await Promise.all(
        workers.map((w) => {
          const closed = next(w, 'closed');
          w.send({ type: 'close' } satisfies ToWorker);
          return closed;
        }),
      );
    },
    kill() {
      for (const w of workers) w.kill();
    },
  };
}

const settle = () => new Promise((r) => setTimeout(r, 3000));
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function report(
  name: string,
  r: { deliveries: number[]; lost: number },
  before: Memory,
  after: Memory,
) {
  const p50 = percentile(r.deliveries, 50);
  const p99 = percentile(r.deliveries, 99);
  const max = r.deliveries.reduce((a, b) => Math.max(a, b), 0);
  console.log(
    `${name.padEnd(18)} ${r.deliveries.length} deliveries (${r.lost} lost)  p50 ${p50.toFixed(1).padStart(6)} ms` +
      `  p99 ${p99.toFixed(1).padStart(6)} ms  max ${max.toFixed(1).padStart(6)} ms` +
      `  per connection: RSS ${kb((after.rss - before.rss) / CLIENTS)}, heap ${kb((after.heap - before.heap) / CLIENTS)}` +
      `  (RSS ${mb(before.rss)} → ${mb(after.rss)})`,
  );
  return { p50, p99 };
}

async function heapOf(url: string): Promise<number> {
  const res = await fetch(`${url}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const text = await res.text();
  const line = text.split('\n').find((l) => l.startsWith('ams_nodejs_heap_size_used_bytes '));
  if (!line) throw new Error(`/metrics: no heap line (HTTP ${res.status})`);
  return Number(line.split(' ')[1]);
}

async function main() {
  console.log(
    `bench:live on ${availableParallelism()} CPUs, load ${loadavg()[0]!.toFixed(2)}: ` +
      `${CLIENTS} clients in ${WORKERS} processes, ${CHANGES} changes after ${WARMUP} to warm up`,
  );
  const workers = workersOf(WORKERS);
  let failed = false;
  /** Each server's delivery p50/p99 (ms), for the ratio. */
  let productResult: { p50: number; p99: number } | null = null;
  let bareResult: { p50: number; p99: number } | null = null;
  try {
    // The product: ROLE=api, the admin's cookie on every client (one session, many tabs).
    const backend = await startBackend({ ROLE: 'api', METRICS_TOKEN });
    try {
      const cookie = await signIn(backend.url);
      const site = await api<{ data: { id: number } }>(
        backend.url,
        cookie,
        'POST',
        '/api/websites',
        {
          name: 'Live bench',
          url: 'https://live.example.com',
        },
      );
      await settle();
      const before = { rss: rssOf(backend.pid), heap: await heapOf(backend.url) };
      const t0 = performance.now();
      await workers.connect(backend.url, { cookie, origin: backend.url }, 'websites.changed');
      console.log(
        `  ${CLIENTS} clients connected to the product in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
      );
      await settle();
      const after = { rss: rssOf(backend.pid), heap: await heapOf(backend.url) };
      let n = 0;
      const r = await workers.measure(async () => {
        await api(backend.url, cookie, 'PATCH', `/api/websites/${site.data.id}`, {
          name: `Live bench ${++n}`,
        });
      });
      productResult = report('product (api)', r, before, after);
      if (productResult.p99 > P99_GOAL_MS || r.lost > 0) failed = true;
      await workers.close();
    } finally {
      await backend.stop();
    }

    // The baseline: a bare Socket.IO server on this machine, the same clients and payload.
    const bare = fork(__filename, ['baseline'], { execArgv: ['--import', 'tsx'] });
    try {
      const port = await new Promise<number>((resolve) =>
        bare.once('message', (p) => resolve(p as number)),
      );
      const url = `http://127.0.0.1:${port}`;
      const memory = async (): Promise<Memory> => {
        const m = (await (await fetch(`${url}/memory`)).json()) as { heapUsed: number };
        return { rss: rssOf(bare.pid!), heap: m.heapUsed };
      };
      await settle();
      const before = await memory();
      await workers.connect(url, {}, 'websites.changed');
      await settle();
      const after = await memory();
      const r = await workers.measure(async () => {
        const res = await fetch(`${url}/change`, { method: 'POST' });
        await res.text();
      });
      bareResult = report('bare Socket.IO', r, before, after);
      await workers.close();
    } finally {
      bare.kill();
    }
    if (productResult && bareResult) {
      console.log(
        `ratio product / bare Socket.IO: p50 ${(productResult.p50 / bareResult.p50).toFixed(2)}, p99 ${(productResult.p99 / bareResult.p99).toFixed(2)}`,
      );
    }
    console.log(
      `goal: p99 ≤ ${P99_GOAL_MS} ms for the product; load now ${loadavg()[0]!.toFixed(2)}`,
    );
  } finally {
    workers.kill();
  }
  if (failed) process.exitCode = 1;
}

if (process.argv[2] === 'clients') clientProcess();
else if (process.argv[2] === 'baseline') baselineProcess();
else
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
