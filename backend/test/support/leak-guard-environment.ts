import { TestEnvironment } from 'jest-environment-node';
import { promisify } from 'node:util';

/** How long a file's connections and timers may take to end once its last hook has run. */
const GRACE_MS = 3000;

type Timer = ReturnType<typeof setTimeout>;
type Handle = { constructor: { name: string }; remotePort?: number; address?: () => unknown };
const activeHandles = () =>
  (process as unknown as { _getActiveHandles(): Handle[] })._getActiveHandles();

const describeHandle = (h: Handle) =>
  h.constructor.name === 'Socket'
    ? `a connection to port ${h.remotePort ?? '?'}`
    : h.constructor.name === 'Server'
      ? `a server on ${JSON.stringify(h.address?.())}`
      : `a ${h.constructor.name}`;

/**
 * The API e2e files' environment: Node's, and a file fails when a timer, a connection or a server
 * it started still holds the process once its own hooks are done (a few seconds' grace). Such a
 * leftover keeps the Jest worker alive after the run (Jest then says "A worker process has failed to
 * exit gracefully" and kills it), and can meet the next file the worker runs. The file's timers
 * are those its code set through the test's globals (its own and its modules'), each named by
 * where it was set; connections and servers are the process's handles that were not there before.
 */
export default class LeakGuardEnvironment extends TestEnvironment {
  private readonly timers = new Map<Timer, string>();
  private handlesBefore = new Set<Handle>();

  async setup() {
    await super.setup();
    this.handlesBefore = new Set(activeHandles());
    const g = this.global as unknown as typeof globalThis;
    const { setTimeout: set, setInterval: every, clearTimeout: clear, clearInterval: stop } = g;
    const timers = this.timers;
    const where = () => (new Error().stack ?? '').split('\n')[3]?.trim() ?? '?';
    const forget = (timer: unknown) => {
      if (typeof timer === 'number') {
        for (const known of timers.keys()) if (Number(known) === timer) timers.delete(known);
      } else timers.delete(timer as Timer);
    };
    const setTimeoutTracked = (fn: (...a: unknown[]) => void, ms?: number, ...args: unknown[]) => {
      const timer = set(
        (...a: unknown[]) => {
          timers.delete(timer);
          fn(...a);
        },
        ms,
        ...args,
      );
      timers.set(timer, where());
      return timer;
    };
    (setTimeoutTracked as unknown as Record<symbol, unknown>)[promisify.custom] = (
      set as unknown as Record<symbol, unknown>
    )[promisify.custom];
    g.setTimeout = setTimeoutTracked as typeof setTimeout;
    g.setInterval = ((fn: (...a: unknown[]) => void, ms?: number, ...args: unknown[]) => {
      const timer = every(fn, ms, ...args);
      timers.set(timer, where());
      return timer;
    }) as typeof setInterval;
    g.clearTimeout = ((timer?: Timer) => {
      forget(timer);
      clear(timer);
    }) as typeof clearTimeout;
    g.clearInterval = ((timer?: Timer) => {
      forget(timer);
      stop(timer);
    }) as typeof clearInterval;
  }

  /** What the file left holding the process: its ref'd timers, and new connections and servers. */
  private leftovers(): string[] {
    const timers = [...this.timers]
      .filter(([timer]) => timer.hasRef())
      .map(([, where]) => `a timer set ${where}`);
    const handles = activeHandles()
      .filter((h) => !this.handlesBefore.has(h))
      .filter((h) => (h as { hasRef?: () => boolean }).hasRef?.() ?? true)
      .map(describeHandle);
    return [...timers, ...handles];
  }

  async teardown() {
    const deadline = Date.now() + GRACE_MS;
    let left = this.leftovers();
    while (left.length > 0 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
      left = this.leftovers();
    }
    await super.teardown();
    if (left.length > 0) {
      throw new Error(
        `Still running ${GRACE_MS / 1000} s after the file's last hook: ${left.join('; ')}. ` +
          'Stop what the file started (an app, a server, a client, a timer) in its afterAll.',
      );
    }
  }
}
