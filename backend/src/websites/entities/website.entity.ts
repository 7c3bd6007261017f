import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Account } from '../../accounts/entities/account.entity';
import { Versioned } from '../../core/database/versioned';
import { ProviderService } from '../../providers/entities/provider-service.entity';
import { Provider } from '../../providers/entities/provider.entity';

/** A WordPress site connected with an API user and an application password. */
@Entity('websites')
@Index(['accountId', 'name'])
export class Website extends Versioned {
  @PrimaryGeneratedColumn()
  id: number;

  /** The tenant that owns the site. */
  @Column({ type: 'int' })
  accountId: number;

  @ManyToOne(() => Account, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'accountId' })
  account?: Account;

  @Column({ type: 'varchar', length: 255 })
  name: string;

  @Column({ type: 'varchar', length: 500 })
  url: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  apiUsername: string | null;

  /** The application password, sealed with SecretBox (AES-256-GCM). Never returned. */
  @Column({ type: 'text', nullable: true, select: false })
  apiKeySealed: string | null;

  @Column({ type: 'varchar', length: 16, nullable: true })
  language: string | null;

  /** Deleting a provider leaves its websites without one. */
  @ManyToOne(() => Provider, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'aiProviderId' })
  aiProvider?: Provider | null;

  @Column({ type: 'int', nullable: true })
  aiProviderId: number | null;

  /** The AI provider's service (model) the website's AI work runs on. */
  @ManyToOne(() => ProviderService, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'aiServiceId' })
  aiService?: ProviderService | null;

  @Column({ type: 'int', nullable: true })
  aiServiceId: number | null;

  @ManyToOne(() => Provider, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'translationProviderId' })
  translationProvider?: Provider | null;

  @Column({ type: 'int', nullable: true })
  translationProviderId: number | null;

  @Column({ type: 'boolean', default: false })
  verified: boolean;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  verifiedAt: Date | null;

  /** The REST root found by the last successful verification (`…/wp-json/` or `?rest_route=`). */
  @Column({ type: 'varchar', length: 600, nullable: true })
  restUrl: string | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  wpVersion: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  timezone: string | null;

  @Column({ type: 'boolean', default: false })
  yoastActive: boolean;

  /** The ai multisite connector plugin answers on the site (found at the last verification). */
  @Column({ type: 'boolean', default: false })
  connectorActive: boolean;

  /** Reason code and sentence of the last failed verification, e.g. `wrong-credentials: …`. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  lastVerifyError: string | null;

  /** Scheduled sync every N minutes; null means off. */
  @Column({ type: 'int', nullable: true })
  syncIntervalMinutes: number | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  lastSyncedAt: Date | null;

  /**
   * The WordPress site it was verified as (its home address): a later verification answered by
   * another WordPress is refused, so its articles are never remapped onto foreign posts by id.
   */
  @Column({ type: 'varchar', length: 500, nullable: true })
  wpHome: string | null;

  /** How far back (days of `modified`) a first or full sync reaches; null: every post. */
  @Column({ type: 'int', nullable: true })
  syncDays: number | null;

  /** A login or email on the site: the author of copies whose source author has no account here. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  defaultAuthor: string | null;

  /** Verbatim copies written here name their source as the canonical page. */
  @Column({ type: 'boolean', default: true })
  canonicalToSource: boolean;

  /**
   * AI work for this website (a reworked or translated copy) waits for a person's review before it
   * is written here; off only when the website says so.
   */
  @Column({ type: 'boolean', default: true })
  reviewAi: boolean;

  /** Verbatim copies written here keep their source's publication date (else: the copy's time). */
  @Column({ type: 'boolean', default: false })
  keepSourceDate: boolean;
}
