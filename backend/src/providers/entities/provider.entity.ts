import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Versioned } from '../../core/database/versioned';

export const PROVIDER_TYPES = ['ai', 'translation'] as const;
export type ProviderType = (typeof PROVIDER_TYPES)[number];

/** The wire protocol the gateway speaks to a provider, and the type each one serves. */
export const PROVIDER_PROTOCOLS = [
  'openai',
  'anthropic',
  'deepl',
  'libretranslate',
  'google',
] as const;
export type ProviderProtocol = (typeof PROVIDER_PROTOCOLS)[number];
export const PROTOCOL_TYPE: Record<ProviderProtocol, ProviderType> = {
  openai: 'ai',
  anthropic: 'ai',
  deepl: 'translation',
  libretranslate: 'translation',
  google: 'translation',
};

export const PROVIDER_NAME_INDEX = 'UQ_providers_name';

/**
 * An AI (OpenAI-compatible, Anthropic) or translation (DeepL, LibreTranslate, Google) provider a
 * website may use. Spec §4: name, pretty name, description, type, active flag, base URL, services;
 * plus the protocol the gateway speaks, the sealed API key and the shared rate limits.
 */
@Entity('providers')
export class Provider extends Versioned {
  @PrimaryGeneratedColumn()
  id: number;

  @Index(PROVIDER_NAME_INDEX, { unique: true })
  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 255 })
  prettyName: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Index()
  @Column({ type: 'enum', enum: PROVIDER_TYPES })
  type: ProviderType;

  @Column({ type: 'enum', enum: PROVIDER_PROTOCOLS, default: 'openai' })
  protocol: ProviderProtocol;

  @Column({ type: 'boolean', default: true })
  active: boolean;

  @Column({ type: 'varchar', length: 500, nullable: true })
  baseUrl: string | null;

  /** The API key, sealed with SecretBox (AES-256-GCM). Never returned, never logged. */
  @Column({ type: 'text', nullable: true, select: false })
  apiKeySealed: string | null;

  /** Requests per minute every worker together may send (null: no limit). */
  @Column({ type: 'int', nullable: true })
  requestsPerMinute: number | null;

  /** Tokens (AI) or characters (translation) per minute, every worker together (null: no limit). */
  @Column({ type: 'int', nullable: true })
  tokensPerMinute: number | null;
}
