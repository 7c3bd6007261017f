import { appendFile, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { BeaconSpool, liveEntries, SPOOL_STALE_MS } from './beacon-spool';

const entry = (n: number) => ({ token: `t:${n}`, wire: JSON.stringify([[`site`, n, 'v', '/p']]) });

describe('BeaconSpool', () => {
  let dir: string;
  let spools: BeaconSpool[] = [];
  const spoolIn = () => {
    const spool = new BeaconSpool(dir);
    spools.push(spool);
    return spool;
  };

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'beacon-spool-'));
  });

  afterEach(async () => {
    await Promise.all(spools.map((spool) => spool.close()));
    spools = [];
    await rm(dir, { recursive: true, force: true });
  });

  const files = async () => (await readdir(dir)).sort();

  it('writes nothing while nothing waits, and removes its file once Redis took all it kept', async () => {
    const spool = spoolIn();
    await spool.keep([]);
    await spool.touch();
    expect(await files()).toEqual([]);

    await spool.keep([entry(1), entry(2)]);
    await spool.keep([entry(2), entry(3)]); // 2 is kept once
    const [name] = await files();
    expect(name).toMatch(new RegExp(`^${hostname()}\\.${process.pid}\\.[0-9a-f]+\\.spool$`));
    expect(liveEntries(await readFile(join(dir, name!), 'utf8'))).toEqual([
      entry(1),
      entry(2),
      entry(3),
    ]);

    await spool.release([entry(1).token]);
    expect(spool.size).toBe(2);
    await spool.release([entry(2).token, entry(3).token, 'never-kept']);
    expect(spool.size).toBe(0);
    expect(await files()).toEqual([]);
  });

  it('hands what a stopped process kept (and Redis never took) to the next one, once', async () => {
    const stopped = spoolIn();
    await stopped.keep([entry(1), entry(2), entry(3)]);
    await stopped.release([entry(2).token]);
    await stopped.close();
    // The next node of this machine runs under this test's process id, as a restarted container's
    // node may: a spool under its own id that is not open is a stopped process's.
    const next = spoolIn();
    expect(await next.adoptOrphans()).toEqual([entry(1), entry(3)]);
    // Now kept in the next node's own file, the stopped node's is gone.
    const [name] = await files();
    expect(await files()).toHaveLength(1);
    expect(liveEntries(await readFile(join(dir, name!), 'utf8'))).toEqual([entry(1), entry(3)]);
    expect(next.size).toBe(2);

    expect(await next.adoptOrphans()).toEqual([]);
    await next.release([entry(1).token, entry(3).token]);
    expect(await files()).toEqual([]);
  });

  it('leaves a running process its spool until no one touched it for a minute', async () => {
    // The parent of this test's process runs: its spool belongs to it.
    const name = `${hostname()}.${process.ppid}.abcd.spool`;
    await writeFile(join(dir, name), `+${JSON.stringify([entry(7).token, entry(7).wire])}\n`);
    const other = spoolIn();
    expect(await other.adoptOrphans()).toEqual([]);
    expect(await files()).toEqual([name]);

    // Another machine's node sharing the folder, gone: its spool goes stale.
    const old = new Date(Date.now() - SPOOL_STALE_MS - 5_000);
    await utimes(join(dir, name), old, old);
    expect(await other.adoptOrphans()).toEqual([entry(7)]);
  });

  it('skips a line torn by a crash mid-write (that beacon was not answered yet)', async () => {
    const stopped = spoolIn();
    await stopped.keep([entry(1)]);
    await stopped.close();
    const [name] = await files();
    await appendFile(join(dir, name!), '+["t:2","[[\\"si');
    expect(await spoolIn().adoptOrphans()).toEqual([entry(1)]);
  });

  it('lets one of two nodes that look at once take a stopped node’s spool', async () => {
    const stopped = spoolIn();
    await stopped.keep([entry(1), entry(2)]);
    await stopped.close();
    const [a, b] = await Promise.all([spoolIn().adoptOrphans(), spoolIn().adoptOrphans()]);
    expect([...a!, ...b!].sort((x, y) => x.token.localeCompare(y.token))).toEqual([
      entry(1),
      entry(2),
    ]);
  });
});
