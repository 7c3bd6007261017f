import { Injectable } from '@nestjs/common';
import { hash, verify, type HashOptions } from 'argon2';
import { AppConfig } from '../config/env';
import { argon2idOptions } from './argon2-options';

/**
 * The one place passwords are hashed and checked: argon2id at the installation's cost
 * (`PASSWORD_HASH_MEMORY_KIB`, `PASSWORD_HASH_TIME_COST`). A hash names its own cost, so hashes
 * made at another cost still verify.
 */
@Injectable()
export class PasswordHasher {
  private readonly options: HashOptions;

  constructor(config: AppConfig) {
    this.options = argon2idOptions({
      memoryKib: config.PASSWORD_HASH_MEMORY_KIB,
      timeCost: config.PASSWORD_HASH_TIME_COST,
    });
  }

  hash(password: string | Buffer): Promise<string> {
    return hash(password, this.options);
  }

  /** False for a wrong password and for a stored value that is not an argon2 hash. */
  verify(passwordHash: string, password: string): Promise<boolean> {
    return verify(passwordHash, password).catch(() => false);
  }
}
