// Starts real WordPress sites for working by hand and keeps them up until Ctrl-C.
// tsx test/wordpress/start-sites.ts --count 2 --posts 50,0 --yoast true,false [--prefix dev]
import { parseArgs } from 'node:util';
import { startWordPressSites, stopAll, type WpSite } from './harness';

const usage =
  'usage: tsx test/wordpress/start-sites.ts [--count N] [--posts 50,0] [--yoast true,false] [--prefix name]';

function list<T>(value: string | undefined, parse: (item: string) => T): T[] | undefined {
  return value === undefined ? undefined : value.split(',').map((item) => parse(item.trim()));
}

function parseCount(item: string): number {
  const n = Number(item);
  if (!Number.isInteger(n) || n < 0) throw new Error(`not a count: "${item}"\n${usage}`);
  return n;
}

function parseFlag(item: string): boolean {
  if (!['true', 'false', '1', '0', 'yes', 'no', ''].includes(item)) {
    throw new Error(`not a boolean: "${item}"\n${usage}`);
  }
  return ['true', '1', 'yes'].includes(item);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      count: { type: 'string', default: '1' },
      posts: { type: 'string' },
      yoast: { type: 'string' },
      prefix: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(usage);
    return;
  }
  const started = Date.now();
  const posts = list(values.posts, parseCount);
  const yoast = list(values.yoast, parseFlag);
  const sites: WpSite[] = await startWordPressSites({
    count: parseCount(values.count ?? '1'),
    ...(values.prefix === undefined ? {} : { prefix: values.prefix }),
    ...(posts === undefined ? {} : { posts }),
    ...(yoast === undefined ? {} : { yoast }),
  });
  const described = sites.map(({ name, url, port, dbName, root, users }) => ({
    name,
    url,
    port,
    dbName,
    root,
    users,
  }));
  console.log(JSON.stringify(described, null, 2));
  // What the Add website form asks: the API username is a WordPress login, the API key that
  // user's application password (not the login password).
  for (const site of sites) {
    console.error(
      `${site.name}: Add website with URL ${site.url}, API username ${site.users.admin.login}, API key ${site.users.admin.appPassword} (the administrator's application password; WordPress admin login: ${site.users.admin.login} / ${site.users.admin.password})`,
    );
  }
  console.error(
    `${sites.length} WordPress site(s) up in ${Date.now() - started} ms; Ctrl-C stops them and drops their databases.`,
  );

  const keepAlive = setInterval(() => undefined, 1 << 30);
  let stopping = false;
  const shutdown = (): void => {
    if (stopping) return;
    stopping = true;
    clearInterval(keepAlive);
    stopAll(sites).then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
