import { Injectable } from '@nestjs/common';
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { AppConfig } from '../config/env';

/** Sealed alone (post passwords, second-factor secrets, mailed links). */
const UNBOUND = 'v1';
/** Sealed for one destination, named in the cipher's additional data: opens for it alone. */
const BOUND = 'v2';

/**
 * AES-256-GCM for secrets at rest (application passwords, provider keys): `v1.iv.tag.ciphertext`.
 * A secret that travels to a server (`v2`) is sealed with the destination it was entered for as
 * additional authenticated data (ARCHITECTURE "Secrets"): opened for any other destination, the
 * tag does not match, so a row whose address changed without its secret yields nothing to send.
 */
@Injectable()
export class SecretBox {
  private readonly key: Buffer;

  constructor(config: AppConfig) {
    this.key = Buffer.from(config.ENCRYPTION_KEY, 'hex');
  }

  /** `boundTo`: the destination (an origin) the secret may be sent to, and only it. */
  seal(plain: string, boundTo?: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    if (boundTo !== undefined) cipher.setAAD(Buffer.from(boundTo, 'utf8'));
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [boundTo !== undefined ? BOUND : UNBOUND, iv, cipher.getAuthTag(), data]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join('.');
  }

  /**
   * Throws for tampered data, another key, or a bound secret opened for another destination. A
   * secret sealed before binding existed (`v1`) opens for any: the API keeps its row's address
   * from moving without it (a new address asks for the secret again, which seals it bound).
   */
  open(sealed: string, boundTo?: string): string {
    const [version, iv, tag, data] = sealed.split('.');
    if ((version !== UNBOUND && version !== BOUND) || !iv || !tag || data === undefined)
      throw new Error('Not a sealed secret');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    if (version === BOUND) {
      if (boundTo === undefined) throw new Error('A bound secret needs its destination');
      decipher.setAAD(Buffer.from(boundTo, 'utf8'));
    }
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(data, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  }

  /** What the API shows instead of a secret. */
  static mask(secret: string | null | undefined): string | null {
    return secret ? '••••••••' : null;
  }
}
