import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** docker-compose.yml, as an operator would run it on a server with a public address. */
describe('docker-compose.yml', () => {
  const compose = readFileSync(join(__dirname, '../../../../docker-compose.yml'), 'utf8');

  it('publishes MySQL and Redis on loopback only', () => {
    const ports = [...compose.matchAll(/ports:\s*\[([^\]]*)\]/g)].map((m) => m[1]!);
    const published = ports.flatMap((p) => p.split(',').map((s) => s.trim().replace(/'/g, '')));
    for (const mapping of published.filter((p) => /:(3306|6379)$/.test(p))) {
      expect(mapping).toMatch(/^127\.0\.0\.1:/);
    }
    expect(published.length).toBeGreaterThanOrEqual(3);
  });

  it('has no default credentials: the passwords must be set', () => {
    expect(compose).not.toMatch(/:-multisite|MYSQL_ALLOW_EMPTY_PASSWORD: 'yes'/);
    expect(compose).toMatch(/MYSQL_ROOT_PASSWORD: \$\{MYSQL_ROOT_PASSWORD:\?/);
    expect(compose).toMatch(/--requirepass/);
  });
});
