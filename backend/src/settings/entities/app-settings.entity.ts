import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** The single row of application settings (id 1). Icons live here so every api node serves them. */
@Entity('app_settings')
export class AppSettings {
  @PrimaryColumn({ type: 'int' })
  id: number;

  @Column({ type: 'varchar', length: 120 })
  title: string;

  /** Re-encoded PNG, at most 512×512. */
  @Column({ type: 'mediumblob', nullable: true, select: false })
  iconPng: Buffer | null;

  /** Sanitised SVG markup. */
  @Column({ type: 'mediumtext', nullable: true, select: false })
  iconSvg: string | null;

  @Column({ type: 'boolean', default: false })
  hasIcon: boolean;

  @Column({ type: 'boolean', default: false })
  hasIconSvg: boolean;

  /** Whether strangers may sign up (off on a fresh install: the seeded administrator invites). */
  @Column({ type: 'boolean', default: false })
  registrationOpen: boolean;

  /** Days the audit trail keeps an entry (AuditRetention deletes older ones). */
  @Column({ type: 'int', default: 365 })
  auditRetentionDays: number;

  /** Changes on every update; clients compare it with their cached info record. */
  @Column({ type: 'varchar', length: 32 })
  version: string;

  @UpdateDateColumn({
    type: 'datetime',
    precision: 3,
    default: () => 'CURRENT_TIMESTAMP(3)',
    onUpdate: 'CURRENT_TIMESTAMP(3)',
  })
  updatedAt: Date;
}
