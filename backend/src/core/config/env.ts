import { plainToInstance, Transform } from 'class-transformer';
import {
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  validateSync,
} from 'class-validator';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

export const ROLES = ['all', 'api', 'worker'] as const;
export type ProcessRole = (typeof ROLES)[number];
export const LOCALES = ['en', 'it', 'pl', 'ro', 'ua'] as const;
export type Locale = (typeof LOCALES)[number];

const toBool = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? ['1', 'true', 'yes', 'on'].includes(value.toLowerCase()) : value;
const toInt = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() !== '' ? Number(value) : value;

/** OWASP's least for argon2id (19 MiB, 2 passes): a production install may not go below it. */
export const OWASP_LEAST_COST = { memoryKib: 19_456, timeCost: 2 } as const;

/** Every environment variable the product reads. Validated at boot; `.env.example` lists them. */
export class AppConfig {
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @IsIn(ROLES)
  ROLE: ProcessRole = 'all';

  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT = 3000;

  @IsString()
  HOST = '0.0.0.0';

  /** `mariadb://` or `mysql://` (the scheme picks the dialect). */
  @Matches(/^(mysql|mariadb):\/\/.+/, {
    message: 'must look like mariadb://user:password@host:3306/database (or mysql://)',
  })
  DATABASE_URL = 'mariadb://root@127.0.0.1:3306/ai_multisite';

  /**
   * Read replicas of DATABASE_URL, comma-separated (`mariadb://reader@replica1:3306/ai_multisite,…`):
   * lists, dashboards, analytics reports and the audit search read from one that is in step.
   */
  @IsOptional()
  @Matches(/^(mysql|mariadb):\/\/[^,\s]+(,\s*(mysql|mariadb):\/\/[^,\s]+)*$/, {
    message: 'must be mariadb:// (or mysql://) URLs separated by commas',
  })
  DATABASE_REPLICA_URLS?: string;

  /** A replica further behind the primary than this, in seconds, is skipped until it catches up. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(3600)
  DATABASE_REPLICA_MAX_LAG_SECONDS = 5;

  @Matches(/^rediss?:\/\/.+/, { message: 'must look like redis://host:6379' })
  REDIS_URL = 'redis://127.0.0.1:6379';

  /**
   * Redis Sentinel (`host:26379,host:26379,…`): every Redis connection goes to the primary these
   * name for REDIS_SENTINEL_NAME, and follows a failover; REDIS_URL then gives only the password,
   * user, database and TLS.
   */
  @IsOptional()
  @Matches(/^[^,:\s]+:\d{1,5}(,\s*[^,:\s]+:\d{1,5})*$/, {
    message: 'must be host:port pairs separated by commas (sentinel1:26379,sentinel2:26379)',
  })
  REDIS_SENTINELS?: string;

  @Matches(/^[A-Za-z0-9._-]{1,64}$/, { message: 'must be the name the sentinels monitor' })
  REDIS_SENTINEL_NAME = 'mymaster';

  /** The sentinels' own password (requirepass on the sentinels), when they have one. */
  @IsOptional()
  @IsString()
  REDIS_SENTINEL_PASSWORD?: string;

  /**
   * Namespaces Bull queues, socket channels and throttling keys. Unset, it is derived from the
   * database (see `defaultRedisPrefix`): two installations sharing one Redis never share queues.
   */
  @Matches(/^[a-z0-9_-]{1,32}$/i)
  REDIS_PREFIX: string;

  @IsString()
  @MinLength(32, { message: 'must be at least 32 characters (npm start generates one into .env)' })
  JWT_SECRET: string;

  /** 32 bytes as 64 hex characters: the AES-256-GCM key for secrets at rest. */
  @Matches(/^[0-9a-f]{64}$/i, { message: 'must be 64 hex characters (32 bytes)' })
  ENCRYPTION_KEY: string;

  @Transform(toInt)
  @IsInt()
  @Min(1)
  SESSION_TTL_HOURS = 12;

  @Matches(/^[a-z0-9]{1,40}$/)
  PRODUCT_KEY = 'multisite';

  @IsString()
  @MaxLength(120)
  APP_TITLE = 'ai multisite';

  @IsIn(LOCALES)
  DEFAULT_LOCALE: Locale = 'en';

  @IsOptional()
  @IsEmail()
  ADMIN_EMAIL?: string;

  @IsOptional()
  @IsString()
  @MinLength(8)
  ADMIN_PASSWORD?: string;

  @Matches(/^smtps?:\/\/.+/)
  SMTP_URL = 'smtp://127.0.0.1:1025';

  @IsString()
  MAIL_FROM = 'ai multisite <no-reply@localhost>';

  @IsOptional()
  @Matches(/^https?:\/\/.+/)
  PUBLIC_URL?: string;

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL = 'info';

  /**
   * `pretty`: one short coloured line per entry (time, level, context, message); `json`: one JSON
   * object per line, for a log collector; `auto`: pretty on a terminal, JSON otherwise.
   */
  @IsIn(['auto', 'json', 'pretty'], { message: 'LOG_FORMAT must be auto, json or pretty.' })
  LOG_FORMAT: 'auto' | 'json' | 'pretty' = 'auto';

  @Transform(toBool)
  @IsBoolean()
  RUN_MIGRATIONS = true;

  @Transform(toBool)
  @IsBoolean()
  SEED = true;

  /** Session cookie sent over HTTPS only; by default in production and behind an https address. */
  @IsOptional()
  @Transform(toBool)
  @IsBoolean()
  COOKIE_SECURE?: boolean;

  @Transform(toInt)
  @IsInt()
  @Min(1)
  THROTTLE_LIMIT = 600;

  @Transform(toInt)
  @IsInt()
  @Min(1)
  THROTTLE_LOGIN_LIMIT = 10;

  /** Beacons one address may send in 10 s; past it they are answered 429 and not stored. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  BEACON_LIMIT_PER_ADDRESS = 50;

  /** Beacons one website may receive in 10 s, from every address together. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  BEACON_LIMIT_PER_SITE = 50_000;

  /**
   * argon2id's memory per password hash, in KiB (64 MiB, argon2's own default). Each sign-in
   * costs this much for about a third of a second; production may not go below OWASP's 19 MiB.
   */
  @Transform(toInt)
  @IsInt()
  @Min(64)
  PASSWORD_HASH_MEMORY_KIB = 65_536;

  /** argon2id's passes over that memory (3; production may not go below 2). */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(20)
  PASSWORD_HASH_TIME_COST = 3;

  /** Outbound HTTP (WordPress, providers) may reach private, loopback and link-local addresses. */
  @Transform(toBool)
  @IsBoolean()
  OUTBOUND_ALLOW_PRIVATE = false;

  /** The window providers' per-minute limits apply to, in ms (60000; tests shorten it). */
  @Transform(toInt)
  @IsInt()
  @Min(100)
  PROVIDER_RATE_WINDOW_MS = 60_000;

  /** Bearer token of `GET /metrics` (Prometheus); without it the route answers 404. */
  @IsOptional()
  @IsString()
  @MinLength(16)
  METRICS_TOKEN?: string;

  /** Days raw page views are kept (whole days are dropped once older). */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  ANALYTICS_RETENTION_DAYS = 90;

  /**
   * Where an api node keeps the page views it answered while Redis was away, until Redis takes
   * them (a folder per installation inside; nodes may share it: see BeaconSpool).
   */
  @IsString()
  BEACON_SPOOL_DIR = resolve(__dirname, '../../../../var/beacon-spool');

  /** Where the built SPA lives; served by api nodes when present. */
  @IsString()
  SPA_DIR = resolve(__dirname, '../../../../frontend/dist');

  get replicaUrls(): string[] {
    return (this.DATABASE_REPLICA_URLS ?? '')
      .split(',')
      .map((url) => url.trim())
      .filter(Boolean);
  }
  get redisSentinels(): { host: string; port: number }[] {
    return (this.REDIS_SENTINELS ?? '')
      .split(',')
      .map((pair) => pair.trim())
      .filter(Boolean)
      .map((pair) => {
        const at = pair.lastIndexOf(':');
        return { host: pair.slice(0, at), port: Number(pair.slice(at + 1)) };
      });
  }
  get isProduction() {
    return this.NODE_ENV === 'production';
  }
  get runsApi() {
    return this.ROLE !== 'worker';
  }
  get runsWorkers() {
    return this.ROLE !== 'api';
  }
  get publicUrl() {
    return this.PUBLIC_URL ?? `http://localhost:${this.PORT}`;
  }
  get cookieSecure() {
    return this.COOKIE_SECURE ?? (this.isProduction || this.publicUrl.startsWith('https:'));
  }
}

export class ConfigError extends Error {}

/**
 * The Redis prefix of an installation that sets none: `ams-` and a hash of the database it uses
 * (host, port and database name), so installations on different databases get different queues.
 * Two that would still meet (the same address on two machines) are told apart at start by the
 * prefix's owner claim (see `claimRedisPrefix`).
 */
export function defaultRedisPrefix(databaseUrl: string): string {
  const u = new URL(databaseUrl);
  const host = u.hostname.toLowerCase() === 'localhost' ? '127.0.0.1' : u.hostname.toLowerCase();
  const identity = `${host}:${u.port || 3306}/${decodeURIComponent(u.pathname.replace(/^\//, ''))}`;
  return `ams-${createHash('sha256').update(identity).digest('hex').slice(0, 10)}`;
}

/** Reads `.env` at the repository root (when present) under the real environment, then validates. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dotenv = resolve(__dirname, '../../../../.env');
  if (env === process.env && existsSync(dotenv)) process.loadEnvFile(dotenv);
  const defined = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const config = plainToInstance(AppConfig, defined, { exposeDefaultValues: true });
  if (config.REDIS_PREFIX === undefined && /^(mysql|mariadb):\/\/.+/.test(config.DATABASE_URL)) {
    config.REDIS_PREFIX = defaultRedisPrefix(config.DATABASE_URL);
  }
  const errors = validateSync(config, { whitelist: false, forbidUnknownValues: false });
  if (errors.length > 0) {
    const lines = errors.map((e) => {
      const got = e.property.match(/SECRET|KEY|PASSWORD|TOKEN/)
        ? ''
        : ` (got ${JSON.stringify(e.value)})`;
      return `  ${e.property}: ${Object.values(e.constraints ?? {}).join('; ')}${got}`;
    });
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  if (config.isProduction) {
    const weak: string[] = [];
    if (config.PASSWORD_HASH_MEMORY_KIB < OWASP_LEAST_COST.memoryKib) {
      weak.push(`  PASSWORD_HASH_MEMORY_KIB: at least ${OWASP_LEAST_COST.memoryKib} in production`);
    }
    if (config.PASSWORD_HASH_TIME_COST < OWASP_LEAST_COST.timeCost) {
      weak.push(`  PASSWORD_HASH_TIME_COST: at least ${OWASP_LEAST_COST.timeCost} in production`);
    }
    if (weak.length > 0) {
      throw new ConfigError(
        `Invalid environment (weaker than OWASP's least for argon2id):\n${weak.join('\n')}`,
      );
    }
  }
  return config;
}
