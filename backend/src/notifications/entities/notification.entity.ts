import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { User } from '../../users/entities/user.entity';
import type { NotificationKind, NotificationParams } from '../notification-kinds';

/** One thing told to one person (their bell): unread until they read it. */
@Entity('notifications')
@Index('ix_notifications_user', ['userId', 'id'])
@Index('ix_notifications_user_unread', ['userId', 'readAt'])
export class Notification {
  @PrimaryGeneratedColumn()
  id: number;

  @Column()
  userId: number;

  /** Gone with the person. */
  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: User;

  @Column({ type: 'varchar', length: 32 })
  kind: NotificationKind;

  /** What it names, for its text in the reader's language. */
  @Column({ type: 'json' })
  params: NotificationParams;

  /** Where it leads in the app (a path). */
  @Column({ type: 'varchar', length: 500, nullable: true })
  link: string | null;

  @CreateDateColumn({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  createdAt: Date;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  readAt: Date | null;
}
