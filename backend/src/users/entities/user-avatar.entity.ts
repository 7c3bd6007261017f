import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { User } from './user.entity';

/** The re-encoded avatar image, kept in the database so every api node serves it. */
@Entity('user_avatars')
export class UserAvatar {
  @PrimaryColumn({ type: 'int' })
  userId: number;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: User;

  @Column({ type: 'mediumblob' })
  data: Buffer;

  @Column({ type: 'varchar', length: 32 })
  mimeType: string;

  /** Changes with every upload; part of the avatar address so browsers may cache it forever. */
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
