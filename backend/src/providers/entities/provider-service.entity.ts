import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Timestamped } from '../../core/database/timestamps';
import { Provider } from './provider.entity';

export interface ServiceSetting {
  key: string;
  value: string;
}

export const SERVICE_NAME_INDEX = 'UQ_provider_services_provider_name';

/** Decimal columns come back from MySQL as strings: read them as numbers. */
const decimal = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};

/**
 * A model or endpoint of a provider (spec: services): what a website's AI or translation work runs
 * on, with its temperature, extra request settings and prices.
 */
@Entity('provider_services')
@Index(SERVICE_NAME_INDEX, ['providerId', 'name'], { unique: true })
export class ProviderService extends Timestamped {
  @PrimaryGeneratedColumn()
  id: number;

  @Index()
  @Column({ type: 'int' })
  providerId: number;

  @ManyToOne(() => Provider, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'providerId' })
  provider?: Provider;

  @Column({ type: 'varchar', length: 255 })
  name: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  /** The model (`gpt-4o-mini`, `claude-3-5-haiku-latest`) or endpoint path the calls use. */
  @Column({ type: 'varchar', length: 255 })
  model: string;

  /** Extra request settings as key/value pairs (`max_tokens`, `formality`…), keys unique. */
  @Column({ type: 'json' })
  settings: ServiceSetting[];

  /** 0–2; null: the provider's default. */
  @Column({ type: 'decimal', precision: 3, scale: 2, nullable: true, transformer: decimal })
  temperature: number | null;

  /** Price per million input tokens, in the account's currency (AI). */
  @Column({ type: 'decimal', precision: 12, scale: 4, nullable: true, transformer: decimal })
  priceInputPerMillion: number | null;

  /** Price per million output tokens (AI). */
  @Column({ type: 'decimal', precision: 12, scale: 4, nullable: true, transformer: decimal })
  priceOutputPerMillion: number | null;

  /** Price per million characters (translation). */
  @Column({ type: 'decimal', precision: 12, scale: 4, nullable: true, transformer: decimal })
  pricePerMillionChars: number | null;

  @Column({ type: 'boolean', default: true })
  active: boolean;
}
