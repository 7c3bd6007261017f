import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { User } from '../../users/entities/user.entity';

/**
 * A person who chose the daily digest (the row is the choice): one mail a day with what is unread
 * on their bell instead of a mail per notice. `lastSentAt`: the digest's day starts there.
 */
@Entity('notification_digests')
export class NotificationDigest {
  @PrimaryColumn()
  userId: number;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: User;

  @Column({ type: 'datetime', precision: 3 })
  lastSentAt: Date;
}
