import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { User } from './user.entity';

export const USER_TOKEN_PURPOSES = ['invite', 'verify', 'reset'] as const;
export type UserTokenPurpose = (typeof USER_TOKEN_PURPOSES)[number];

/** A single-use, expiring link token. Only its SHA-256 hash is stored; the raw value goes by mail. */
@Entity('user_tokens')
@Index(['userId', 'purpose'])
export class UserToken {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: User;

  @Column({ type: 'enum', enum: USER_TOKEN_PURPOSES })
  purpose: UserTokenPurpose;

  /** Hex SHA-256 of the raw token. */
  @Index({ unique: true })
  @Column({ type: 'char', length: 64 })
  tokenHash: string;

  @Column({ type: 'datetime', precision: 3 })
  expiresAt: Date;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  createdAt: Date;
}
