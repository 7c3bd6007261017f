import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export const USAGE_PURPOSES = ['rework', 'translate', 'generate', 'prompt', 'test'] as const;
export type UsagePurpose = (typeof USAGE_PURPOSES)[number];

const decimal = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};

/**
 * The usage ledger: one row per call through the gateway, whatever its outcome. Ids are kept as
 * plain numbers (no foreign keys): the ledger outlives the providers, websites and users it names.
 */
@Entity('provider_usage')
@Index(['providerId', 'createdAt'])
@Index(['accountId', 'createdAt'])
export class ProviderUsage {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'int' })
  providerId: number;

  @Column({ type: 'int', nullable: true })
  serviceId: number | null;

  @Column({ type: 'enum', enum: USAGE_PURPOSES })
  purpose: UsagePurpose;

  @Column({ type: 'int', nullable: true })
  websiteId: number | null;

  @Column({ type: 'int', nullable: true })
  userId: number | null;

  @Column({ type: 'int', nullable: true })
  accountId: number | null;

  @Column({ type: 'int', default: 0 })
  inputTokens: number;

  @Column({ type: 'int', default: 0 })
  outputTokens: number;

  @Column({ type: 'int', default: 0 })
  characters: number;

  @Column({ type: 'int' })
  latencyMs: number;

  /** `ok`, or the failure's code (`provider.call.rate_limited`). */
  @Column({ type: 'varchar', length: 64 })
  outcome: string;

  /** From the service's prices at the time of the call; null when it has none. */
  @Column({ type: 'decimal', precision: 20, scale: 10, nullable: true, transformer: decimal })
  estimatedCost: number | null;

  @Index()
  @CreateDateColumn({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  createdAt: Date;
}
