import { ConfigError, loadConfig } from '../config/env';
import { describeRedis, redisOptions } from './redis-connection';

const valid = { JWT_SECRET: 'x'.repeat(32), ENCRYPTION_KEY: 'a'.repeat(64) };

describe('redisOptions', () => {
  it('goes to REDIS_URL, with its user, password and database', () => {
    const config = loadConfig({
      ...valid,
      REDIS_URL: 'redis://app:s%40cret@cache.internal:6380/2',
    });
    expect(redisOptions(config)).toEqual({
      host: 'cache.internal',
      port: 6380,
      username: 'app',
      password: 's@cret',
      db: 2,
    });
    expect(describeRedis(config)).toBe('cache.internal:6380');
  });

  it('asks the sentinels for the primary, and keeps REDIS_URL’s password and database', () => {
    const config = loadConfig({
      ...valid,
      REDIS_URL: 'redis://:pw@ignored:6379/1',
      REDIS_SENTINELS: 'sentinel-a:26379, sentinel-b:26380,10.0.0.3:26379',
      REDIS_SENTINEL_NAME: 'newsroom',
    });
    const options = redisOptions(config);
    expect(options).toMatchObject({
      sentinels: [
        { host: 'sentinel-a', port: 26379 },
        { host: 'sentinel-b', port: 26380 },
        { host: '10.0.0.3', port: 26379 },
      ],
      name: 'newsroom',
      password: 'pw',
      db: 1,
    });
    expect(options).not.toHaveProperty('host');
    // A connection left on a demoted primary reconnects (to the new one) on READONLY.
    expect(
      options.reconnectOnError!(new Error('READONLY You can’t write against a read only replica.')),
    ).toBe(2);
    expect(options.reconnectOnError!(new Error('ERR wrong number of arguments'))).toBe(false);
    expect(describeRedis(config)).toBe(
      'sentinels sentinel-a:26379, sentinel-b:26380, 10.0.0.3:26379 (primary "newsroom")',
    );
  });

  it('refuses sentinels that are not host:port pairs', () => {
    expect(() => loadConfig({ ...valid, REDIS_SENTINELS: 'sentinel-a' })).toThrow(
      /REDIS_SENTINELS: must be host:port pairs/,
    );
    expect(() => loadConfig({ ...valid, REDIS_SENTINELS: 'a:1,,b:2' })).toThrow(ConfigError);
  });
});
