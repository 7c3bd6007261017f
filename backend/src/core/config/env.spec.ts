import { ConfigError, loadConfig } from './env';

const valid = { JWT_SECRET: 'x'.repeat(32), ENCRYPTION_KEY: 'a'.repeat(64) };

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({ ...valid });
    expect(config.PORT).toBe(3000);
    expect(config.ROLE).toBe('all');
    expect(config.PRODUCT_KEY).toBe('multisite');
    expect(config.DEFAULT_LOCALE).toBe('en');
    expect(config.runsApi && config.runsWorkers).toBe(true);
  });

  it('names the bad variable and never echoes a secret', () => {
    expect(() => loadConfig({ ...valid, PORT: 'eighty', JWT_SECRET: 'short' })).toThrow(
      ConfigError,
    );
    try {
      loadConfig({ ...valid, PORT: 'eighty', JWT_SECRET: 'short' });
    } catch (error) {
      const text = (error as Error).message;
      expect(text).toMatch(/PORT/);
      expect(text).toMatch(/JWT_SECRET: must be at least 32 characters/);
      expect(text).not.toMatch(/short/);
    }
  });

  it('sends the session cookie over HTTPS only in production or behind an https address', () => {
    expect(loadConfig({ ...valid }).cookieSecure).toBe(false);
    expect(loadConfig({ ...valid, NODE_ENV: 'production' }).cookieSecure).toBe(true);
    expect(loadConfig({ ...valid, PUBLIC_URL: 'https://desk.example' }).cookieSecure).toBe(true);
    expect(
      loadConfig({ ...valid, NODE_ENV: 'production', COOKIE_SECURE: 'false' }).cookieSecure,
    ).toBe(false);
  });

  it("hashes passwords at argon2's default cost, and refuses less than OWASP's least in production", () => {
    const config = loadConfig({ ...valid });
    expect([config.PASSWORD_HASH_MEMORY_KIB, config.PASSWORD_HASH_TIME_COST]).toEqual([65_536, 3]);
    const cheap = { ...valid, PASSWORD_HASH_MEMORY_KIB: '1024', PASSWORD_HASH_TIME_COST: '1' };
    expect(loadConfig(cheap).PASSWORD_HASH_MEMORY_KIB).toBe(1024);
    expect(() => loadConfig({ ...cheap, NODE_ENV: 'production' })).toThrow(
      /PASSWORD_HASH_MEMORY_KIB: at least 19456 in production[\s\S]*PASSWORD_HASH_TIME_COST: at least 2/,
    );
    expect(
      loadConfig({
        ...valid,
        NODE_ENV: 'production',
        PASSWORD_HASH_MEMORY_KIB: '19456',
        PASSWORD_HASH_TIME_COST: '2',
      }).PASSWORD_HASH_TIME_COST,
    ).toBe(2);
  });

  it('splits the process by ROLE', () => {
    expect(loadConfig({ ...valid, ROLE: 'worker' }).runsApi).toBe(false);
    expect(loadConfig({ ...valid, ROLE: 'api' }).runsWorkers).toBe(false);
    expect(() => loadConfig({ ...valid, ROLE: 'both' })).toThrow(/ROLE/);
  });
});
