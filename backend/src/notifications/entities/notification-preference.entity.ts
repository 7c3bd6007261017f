import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { User } from '../../users/entities/user.entity';
import type { NotificationKind } from '../notification-kinds';

/** A person's choice for one kind: the bell, a mail, both or neither (absent: the default). */
@Entity('notification_preferences')
export class NotificationPreference {
  @PrimaryColumn()
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: User;

  @PrimaryColumn({ type: 'varchar', length: 32 })
  kind: NotificationKind;

  @Column({ type: 'boolean' })
  inApp: boolean;

  @Column({ type: 'boolean' })
  mail: boolean;
}
