import { Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, stat, unlink, utimes } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';

/** Beacons handed over together under one token (their wire form: see `encodeBeacons`). */
export interface SpooledEntry {
  token: string;
  wire: string;
}

/** A spool no process touched for this long belongs to no one (its process is gone). */
export const SPOOL_STALE_MS = 60_000;
/** How often a process marks its spool alive and looks for stopped processes' spools. */
const TICK_MS = 15_000;

/** `<host>.<pid>.<random>[-<n>].spool`: whose spool it is (the stem names its spool). */
const NAME = /^((.+)\.(\d+)\.[0-9a-f]+)(?:-\d+)?\.spool$/;

/** The stems of this process's open spools (apps in one process each have one: tests). */
const OPEN_HERE = new Set<string>();

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Whether a process of this machine with this id runs (one we may not signal runs too). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The entries a spool's lines keep: each `+` not taken back by a `-` (a torn last line is skipped). */
export function liveEntries(text: string): SpooledEntry[] {
  const kept = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (line.startsWith('-')) {
      kept.delete(line.slice(1));
    } else if (line.startsWith('+')) {
      try {
        const [token, wire] = JSON.parse(line.slice(1)) as unknown[];
        if (typeof token === 'string' && typeof wire === 'string') kept.set(token, wire);
      } catch {
        // Torn by a crash mid-write: its beacons were not answered yet.
      }
    }
  }
  return [...kept].map(([token, wire]) => ({ token, wire }));
}

/**
 * An api node's beacons that Redis has not taken yet, on disk: a beacon answered while Redis was
 * away survives its node dying. One file per process in a folder per installation; a line `+` keeps
 * an entry, `-` says Redis took it, and the file goes once nothing in it waits. Written only while
 * Redis refuses hand-offs: nothing touches the disk otherwise.
 *
 * A spool whose process is gone (one of this machine whose process no longer runs, or any no one
 * touched for SPOOL_STALE_MS: nodes may share the folder across machines) is claimed by renaming
 * it (one claimant wins), and its entries join the claimant's: a node restarted on the same
 * folder, or a sibling sharing it, sends them on. Each entry keeps its token, so one Redis did take
 * before the crash is appended once (within the token's lifetime).
 */
export class BeaconSpool {
  private readonly log = new Logger('Analytics');
  private readonly host = hostname();
  private readonly stem: string;
  private readonly path: string;
  private file: FileHandle | null = null;
  /** Tokens this process's file keeps. */
  private readonly kept = new Set<string>();
  private claims = 0;
  /** File operations run one after another. */
  private chain: Promise<unknown> = Promise.resolve();
  private ticks: NodeJS.Timeout | null = null;

  constructor(private readonly dir: string) {
    this.stem = `${this.host}.${process.pid}.${randomBytes(4).toString('hex')}`;
    this.path = join(dir, `${this.stem}.spool`);
    OPEN_HERE.add(this.stem);
  }

  /**
   * Every TICK_MS (and now): marks this process's spool alive, and hands `adopted` what stopped
   * processes' spools kept (see adoptOrphans). `failed` hears what went wrong.
   */
  start(adopted: (entries: SpooledEntry[]) => void, failed: (error: Error) => void): void {
    const tick = () => {
      void this.touch().catch(failed);
      void this.adoptOrphans().then((entries) => entries.length > 0 && adopted(entries), failed);
    };
    this.ticks = setInterval(tick, TICK_MS).unref();
    tick();
  }

  /** How many entries this process's file keeps. */
  get size(): number {
    return this.kept.size;
  }

  /** Writes down the entries not kept yet; settles once they are on disk. */
  keep(entries: SpooledEntry[]): Promise<void> {
    const fresh = entries.filter((entry) => !this.kept.has(entry.token));
    if (fresh.length === 0) return Promise.resolve();
    return this.serial(() => this.write(fresh));
  }

  /** Redis took these entries: they leave the file (the file goes once it keeps none). */
  release(tokens: string[]): Promise<void> {
    const taken = tokens.filter((token) => this.kept.has(token));
    if (taken.length === 0) return Promise.resolve();
    return this.serial(async () => {
      for (const token of taken) this.kept.delete(token);
      if (this.kept.size === 0) return this.remove();
      const file = await this.open();
      await file.appendFile(taken.map((token) => `-${token}\n`).join(''));
      await file.datasync();
    });
  }

  /**
   * Claims the spools whose processes are gone; their entries are kept in this process's file
   * before theirs goes. Answers those entries (to be sent on).
   */
  adoptOrphans(): Promise<SpooledEntry[]> {
    return this.serial(async () => {
      let names: string[];
      try {
        names = await readdir(this.dir);
      } catch (error) {
        if (isMissing(error)) return [];
        throw error;
      }
      const adopted: SpooledEntry[] = [];
      for (const name of names) {
        const match = NAME.exec(name);
        if (!match || OPEN_HERE.has(match[1]!)) continue;
        const path = join(this.dir, name);
        if (!(await this.orphaned(path, match[2]!, Number(match[3])))) continue;
        const claimed = join(this.dir, `${this.stem}-${++this.claims}.spool`);
        try {
          await rename(path, claimed);
        } catch (error) {
          if (isMissing(error)) continue; // Another process claimed it first.
          throw error;
        }
        const entries = liveEntries(await readFile(claimed, 'utf8')).filter(
          (entry) => !this.kept.has(entry.token),
        );
        if (entries.length > 0) await this.write(entries);
        await unlink(claimed);
        adopted.push(...entries);
      }
      if (adopted.length > 0) {
        this.log.warn(`Took over ${adopted.length} page view batches a stopped node kept on disk`);
      }
      return adopted;
    });
  }

  /** Marks this process's file as alive (a spool untouched for SPOOL_STALE_MS may be claimed). */
  touch(): Promise<void> {
    if (!this.file) return Promise.resolve();
    return this.serial(async () => {
      if (!this.file) return;
      const now = new Date();
      await utimes(this.path, now, now);
    });
  }

  /** Closes the file; what it keeps stays on disk for the next process. */
  close(): Promise<void> {
    if (this.ticks) clearInterval(this.ticks);
    OPEN_HERE.delete(this.stem);
    return this.serial(async () => {
      await this.file?.close();
      this.file = null;
    });
  }

  private async orphaned(path: string, host: string, pid: number): Promise<boolean> {
    // Of this machine: its process is gone, or its id is ours now and it is not open here (a
    // restarted container's node runs under the id its last one had).
    if (host === this.host && (pid === process.pid || !running(pid))) return true;
    try {
      return Date.now() - (await stat(path)).mtimeMs > SPOOL_STALE_MS;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  /** Writes entries down (`+` lines) and waits for the disk; inside `serial`. */
  private async write(entries: SpooledEntry[]) {
    const file = await this.open();
    await file.appendFile(
      entries.map(({ token, wire }) => `+${JSON.stringify([token, wire])}\n`).join(''),
    );
    await file.datasync();
    for (const { token } of entries) this.kept.add(token);
  }

  private async open(): Promise<FileHandle> {
    if (this.file) return this.file;
    await mkdir(this.dir, { recursive: true });
    this.file = await open(this.path, 'a');
    return this.file;
  }

  private async remove() {
    await this.file?.close();
    this.file = null;
    try {
      await unlink(this.path);
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }

  private serial<T>(work: () => Promise<T>): Promise<T> {
    const run = this.chain.then(work, work);
    this.chain = run.catch(() => undefined);
    return run;
  }
}
