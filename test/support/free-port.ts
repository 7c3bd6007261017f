import { createServer } from 'node:net';

// Ports handed out here sit below Linux's ephemeral range (32768–60999 by default). A port taken
// from that range with listen(0) and released is up for grabs again: any other test's
// listen(0) (test apps, mail inboxes, AI stand-ins) may be given it before the child process we
// pass it to binds it — a CI run failed exactly so (EADDRINUSE on 33073). The kernel never gives
// out a port below the range, so only another freePort() caller could collide, and each process
// starts at its own place in the range.
const LOW = 15_000;
const HIGH = 32_000;
const SPAN = HIGH - LOW;

let next = LOW + ((process.pid * 7_919 + Number(process.env.JEST_WORKER_ID ?? 0) * 1_543) % SPAN);

function listens(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A TCP port on 127.0.0.1 that nothing listens on, outside the range the kernel hands out. */
export async function freePort(): Promise<number> {
  for (let tries = 0; tries < SPAN; tries++) {
    const port = next;
    next = next + 1 >= HIGH ? LOW : next + 1;
    if (await listens(port)) return port;
  }
  throw new Error(`no free port between ${LOW} and ${HIGH}`);
}
