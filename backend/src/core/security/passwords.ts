import { Injectable } from '@nestjs/common';
import { argon2id, hash, verify } from 'argon2';
import { AppConfig } from '../config/env';

/**
 * The one place passwords are hashed and checked: argon2id at the installation's cost
 * (`PASSWORD_HASH_MEMORY_KIB`, `PASSWORD_HASH_TIME_COST`). A hash names its own cost, so hashes
 * made at another cost still verify.
 */
@Injectable()
export class PasswordHasher {
  private readonly options: { type: typeof argon2id; memoryCost: number; timeCost: number };

  constructor(config: AppConfig) {
    this.options = {
      type: argon2id,
      memoryCost: config.PASSWORD_HASH_MEMORY_KIB,
      timeCost: config.PASSWORD_HASH_TIME_COST,
    };
  }

  hash(password: string | Buffer): Promise<string> {
    return hash(password, this.options);
  }

  /** False for a wrong password and for a stored value that is not an argon2 hash. */
  verify(passwordHash: string, password: string): Promise<boolean> {
    return verify(passwordHash, password).catch(() => false);
  }
}
