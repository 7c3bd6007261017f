import { loadConfig } from '../config/env';
import { PasswordHasher } from './passwords';

const config = (memory: string, passes: string) =>
  loadConfig({
    JWT_SECRET: 'x'.repeat(32),
    ENCRYPTION_KEY: 'a'.repeat(64),
    PASSWORD_HASH_MEMORY_KIB: memory,
    PASSWORD_HASH_TIME_COST: passes,
  });

describe('PasswordHasher', () => {
  it('hashes with argon2id at the configured cost, and checks any cost it meets', async () => {
    const cheap = new PasswordHasher(config('1024', '1'));
    const stored = await cheap.hash('correct horse');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=1024,p=4,t=1\$/);
    const stronger = new PasswordHasher(config('2048', '2'));
    expect(await stronger.hash('x')).toMatch(/\$m=2048,p=4,t=2\$/);
    // A hash made at another cost still verifies: raising the cost locks nobody out.
    expect(await stronger.verify(stored, 'correct horse')).toBe(true);
    expect(await stronger.verify(stored, 'wrong horse')).toBe(false);
    expect(await stronger.verify('not a hash', 'correct horse')).toBe(false);
  });
});
