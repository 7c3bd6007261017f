import { argon2id, type HashOptions } from 'argon2';

/**
 * argon2id's options at a cost: what `PasswordHasher` hashes with, and what tests that write a
 * user row straight into the database hash with (no Nest or configuration module needed).
 */
export const argon2idOptions = (cost: { memoryKib: number; timeCost: number }): HashOptions => ({
  type: argon2id,
  memoryCost: cost.memoryKib,
  timeCost: cost.timeCost,
});
