import { hash } from 'argon2';
import { argon2idOptions } from '../../backend/src/core/security/argon2-options';

/**
 * The argon2id cost every test server runs with. Production's default (64 MiB, 3 passes) takes
 * about a third of a second of both CPUs here for each sign-in and each new password, which was
 * most of what the sign-in-heavy test files spent. Tests check what sign-in does, not argon2's
 * strength; a production install refuses a cost this low (`loadConfig`).
 */
export const TEST_PASSWORD_ENV = { PASSWORD_HASH_MEMORY_KIB: '1024', PASSWORD_HASH_TIME_COST: '1' };

/** A password hash at the test cost, for rows a test writes straight into the database. */
export const testPasswordHash = (password: string): Promise<string> =>
  hash(
    password,
    argon2idOptions({
      memoryKib: Number(TEST_PASSWORD_ENV.PASSWORD_HASH_MEMORY_KIB),
      timeCost: Number(TEST_PASSWORD_ENV.PASSWORD_HASH_TIME_COST),
    }),
  );
