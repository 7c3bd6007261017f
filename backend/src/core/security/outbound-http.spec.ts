import { getEventListeners } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AppConfig } from '../config/env';
import { isForbiddenAddress, OutboundHttp, OutboundHttpError } from './outbound-http';

const clients: OutboundHttp[] = [];
const keep = (client: OutboundHttp) => (clients.push(client), client);
const guard = (allowPrivate: boolean) =>
  keep(new OutboundHttp(Object.assign(new AppConfig(), { OUTBOUND_ALLOW_PRIVATE: allowPrivate })));

afterAll(() => clients.forEach((c) => c.onModuleDestroy()));

async function failure(promise: Promise<unknown>): Promise<OutboundHttpError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof OutboundHttpError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

describe('isForbiddenAddress', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '0.0.0.0',
    '100.64.0.1',
    '224.0.0.1',
    '239.255.255.250',
    '255.255.255.255',
    '::',
    '::1',
    'fe80::1',
    'fe80::1%eth0',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    '::127.0.0.1',
    '64:ff9b::a9fe:a9fe',
    '2002:7f00:1::',
  ])('refuses %s', (address) => {
    expect(isForbiddenAddress(address)).toBe(true);
  });

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '2606:4700::1111', '::ffff:8.8.8.8'])(
    'allows the public address %s',
    (address) => {
      expect(isForbiddenAddress(address)).toBe(false);
    },
  );
});

describe('OutboundHttp against a local server', () => {
  let server: Server;
  let port: number;

  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/json') {
        res.setHeader('content-type', 'application/json');
        return res.end(JSON.stringify({ ok: true, auth: req.headers.authorization ?? null }));
      }
      if (req.url === '/big') return res.end(Buffer.alloc(2 * 1024 * 1024, 97));
      if (req.url === '/slow') {
        const timer = setTimeout(() => res.end('late'), 2000);
        return res.on('close', () => clearTimeout(timer));
      }
      if (req.url?.startsWith('/redirect/')) {
        res.statusCode = 302;
        res.setHeader('location', decodeURIComponent(req.url.slice('/redirect/'.length)));
        return res.end();
      }
      if (req.url === '/loop') {
        res.statusCode = 301;
        res.setHeader('location', '/loop');
        return res.end();
      }
      res.end('hello');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('refuses 127.0.0.1 and localhost when private addresses are not allowed', async () => {
    const http = guard(false);
    expect((await failure(http.fetch(`http://127.0.0.1:${port}/json`))).reason).toBe(
      'blocked-address',
    );
    expect((await failure(http.fetch(`http://localhost:${port}/json`))).reason).toBe(
      'blocked-address',
    );
    expect((await failure(http.fetch(`http://[::1]:${port}/json`))).reason).toBe('blocked-address');
  });

  it('reaches loopback when the configuration allows it', async () => {
    const res = await guard(true).fetch(`http://127.0.0.1:${port}/json`);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text())).toMatchObject({ ok: true });
  });

  it('checks every redirect hop again', async () => {
    const http = keep(
      OutboundHttp.withPolicy({
        allowPrivate: false,
        allowAddress: (address) => address === '127.0.0.1',
      }),
    );
    const ok = await http.fetch(`http://127.0.0.1:${port}/redirect/${encodeURIComponent('/json')}`);
    expect(ok.url).toBe(`http://127.0.0.1:${port}/json`);
    const hop = encodeURIComponent(`http://127.0.0.2:${port}/json`);
    const error = await failure(http.fetch(`http://127.0.0.1:${port}/redirect/${hop}`));
    expect(error.reason).toBe('blocked-address');
  });

  it('drops Authorization when a redirect leaves the origin', async () => {
    const http = guard(true);
    const same = await http.fetch(
      `http://127.0.0.1:${port}/redirect/${encodeURIComponent('/json')}`,
      {
        headers: { Authorization: 'Basic c2VjcmV0' },
      },
    );
    expect(JSON.parse(same.text()).auth).toBe('Basic c2VjcmV0');
    const other = encodeURIComponent(`http://localhost:${port}/json`);
    const moved = await http.fetch(`http://127.0.0.1:${port}/redirect/${other}`, {
      headers: { Authorization: 'Basic c2VjcmV0' },
    });
    expect(JSON.parse(moved.text()).auth).toBeNull();
  });

  it('sends a secret to the origin it was entered for alone, and follows no redirect away', async () => {
    const http = guard(true);
    let hits = 0;
    const other = createServer((req, res) => {
      hits++;
      res.end('{}');
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    const elsewhere = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
    try {
      const bound = { headers: { Authorization: 'Basic c2VjcmV0' } };
      const home = `http://127.0.0.1:${port}`;
      const same = await http.fetch(`${home}/redirect/${encodeURIComponent('/json')}`, {
        ...bound,
        secretOrigin: home,
      });
      expect(JSON.parse(same.text()).auth).toBe('Basic c2VjcmV0');
      const redirected = await failure(
        http.fetch(`${home}/redirect/${encodeURIComponent(`${elsewhere}/json`)}`, {
          ...bound,
          method: 'POST',
          body: 'api_key=secret',
          secretOrigin: home,
        }),
      );
      expect(redirected.reason).toBe('secret-origin');
      const direct = await failure(
        http.fetch(`${elsewhere}/json`, { ...bound, secretOrigin: home }),
      );
      expect(direct.reason).toBe('secret-origin');
      expect(hits).toBe(0);
    } finally {
      await new Promise((resolve) => other.close(resolve));
    }
  });

  it('stops after 5 redirects', async () => {
    expect((await failure(guard(true).fetch(`http://127.0.0.1:${port}/loop`))).reason).toBe(
      'too-many-redirects',
    );
  });

  it("ends a request the moment its signal is aborted, with the signal's reason", async () => {
    const http = guard(true);
    const controller = new AbortController();
    const reason = new Error('the job was cancelled');
    // /slow answers after 2 s: an abort that were not heard would resolve with "late".
    const pending = http.fetch(`http://127.0.0.1:${port}/slow`, { signal: controller.signal });
    setTimeout(() => controller.abort(reason), 50);
    await expect(pending).rejects.toBe(reason);
    // Already aborted: nothing is sent.
    await expect(
      http.fetch(`http://127.0.0.1:${port}/json`, { signal: controller.signal }),
    ).rejects.toBe(reason);
  });

  it('leaves no listener on a signal that many calls share, however each ends', async () => {
    const http = guard(true);
    const { signal } = new AbortController();
    const listeners = () => getEventListeners(signal, 'abort').length;
    for (let i = 0; i < 12; i++) {
      // Read whole, streamed and read to the end, and streamed past its time limit.
      await http.fetch(`http://127.0.0.1:${port}/json`, { signal });
      const streamed = await http.stream(`http://127.0.0.1:${port}/json`, { signal });
      for await (const chunk of streamed.body) void chunk;
      await expect(
        http.stream(`http://127.0.0.1:${port}/slow`, { signal, timeoutMs: 20 }),
      ).rejects.toThrow();
    }
    expect(listeners()).toBe(0);
    // A stream still being read is ended by an abort, and then lets go of the signal too.
    const controller = new AbortController();
    const open = await http.stream(`http://127.0.0.1:${port}/big`, {
      signal: controller.signal,
    });
    const reason = new Error('the job was cancelled');
    controller.abort(reason);
    await expect(
      (async () => {
        for await (const chunk of open.body) void chunk;
      })(),
    ).rejects.toBe(reason);
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
  });

  it('maps timeouts, size caps, closed ports and TLS failures to typed reasons', async () => {
    const http = guard(true);
    expect(
      (await failure(http.fetch(`http://127.0.0.1:${port}/slow`, { timeoutMs: 200 }))).reason,
    ).toBe('timeout');
    expect(
      (await failure(http.fetch(`http://127.0.0.1:${port}/big`, { maxBytes: 1024 * 1024 }))).reason,
    ).toBe('too-large');
    expect((await failure(http.fetch('http://127.0.0.1:1/'))).reason).toBe('unreachable');
    expect((await failure(http.fetch(`https://127.0.0.1:${port}/json`))).reason).toBe('tls');
    expect((await failure(http.fetch('ftp://example.com/'))).reason).toBe('invalid-url');
  });
});

describe('OutboundHttp on a kept-alive connection the server closed', () => {
  let server: Server;
  let port: number;
  const seen: string[] = [];

  beforeAll(async () => {
    // The race a server's idle timeout makes: a second request on a kept-alive connection finds
    // it closed unread (here: every connection is dropped when its second request arrives).
    const perSocket = new WeakMap<object, number>();
    server = createServer((req, res) => {
      const n = (perSocket.get(req.socket) ?? 0) + 1;
      perSocket.set(req.socket, n);
      seen.push(`${req.method} ${req.url} #${n}`);
      if (n > 1) return req.socket.destroy();
      res.setHeader('content-type', 'application/json');
      res.end('{"ok":true}');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  it('sends the request again, once, on a new connection; a request that was answered is not', async () => {
    const http = guard(true);
    for (const path of ['/one', '/two']) {
      const res = await http.fetch(`http://127.0.0.1:${port}${path}`, {
        method: 'POST',
        body: '{}',
      });
      expect(res.status).toBe(200);
    }
    const streamed = await http.stream(`http://127.0.0.1:${port}/three`);
    streamed.body.resume();
    expect(streamed.status).toBe(200);
    expect(seen).toEqual([
      'POST /one #1',
      'POST /two #2',
      'POST /two #1',
      'GET /three #2',
      'GET /three #1',
    ]);
  });
});
