import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Timestamped } from '../../core/database/timestamps';

export const PROVIDER_TYPES = ['ai', 'translation'] as const;
export type ProviderType = (typeof PROVIDER_TYPES)[number];

/**
 * An AI (OpenAI-compatible) or translation (DeepL, Google Translate) provider a website may use.
 * Spec §4: name, pretty name, description, type, active flag, base URL; its services and its
 * management screens come with the providers issue.
 */
@Entity('providers')
export class Provider extends Timestamped {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('UQ_providers_name', { unique: true })
  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 255 })
  prettyName: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Index()
  @Column({ type: 'enum', enum: PROVIDER_TYPES })
  type: ProviderType;

  @Column({ type: 'boolean', default: true })
  active: boolean;

  @Column({ type: 'varchar', length: 500, nullable: true })
  baseUrl: string | null;
}
