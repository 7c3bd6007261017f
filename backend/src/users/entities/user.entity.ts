import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Account } from '../../accounts/entities/account.entity';
import { Versioned } from '../../core/database/versioned';
import { Role } from '../../core/access/entities/role.entity';

export const USER_STATUSES = ['active', 'inactive', 'pending'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

@Entity('users')
export class User extends Versioned {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 255, unique: true })
  email: string;

  /** Null until an invited user sets a password. */
  @Column({ type: 'varchar', length: 255, nullable: true, select: false })
  passwordHash: string | null;

  @Column({ type: 'varchar', length: 100, default: '' })
  firstName: string;

  @Column({ type: 'varchar', length: 100, default: '' })
  lastName: string;

  @Column({ type: 'varchar', length: 100, nullable: true, unique: true })
  username: string | null;

  /** `/api/users/:id/avatar?v=…`, set only by the avatar upload. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  avatar: string | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  phone: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  company: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  city: string | null;

  /** Plain id for now: the countries table arrives separately, so there is no foreign key yet. */
  @Index()
  @Column({ type: 'int', nullable: true })
  countryId: number | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  address: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  zoneName: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  zipCode: string | null;

  /** Italian e-invoicing recipient code (Codice Destinatario). */
  @Column({ type: 'varchar', length: 7, nullable: true })
  sdiNumber: string | null;

  @Column({ type: 'enum', enum: USER_STATUSES, default: 'pending' })
  status: UserStatus;

  @Column({ type: 'varchar', length: 5, default: 'en' })
  locale: string;

  @Index()
  @Column({ type: 'int', nullable: true })
  roleId: number | null;

  @ManyToOne(() => Role, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'roleId' })
  role?: Role | null;

  @Index()
  @Column({ type: 'int', nullable: true })
  accountId: number | null;

  @ManyToOne(() => Account, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'accountId' })
  account?: Account | null;
}
