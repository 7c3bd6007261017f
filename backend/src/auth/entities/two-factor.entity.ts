import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { Timestamped } from '../../core/database/timestamps';
import { User } from '../../users/entities/user.entity';

/** A user's authenticator (TOTP) secret, sealed with SecretBox. No row: two-step sign-in is off. */
@Entity('user_two_factor')
export class UserTwoFactor extends Timestamped {
  @PrimaryColumn({ type: 'int' })
  userId: number;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: User;

  /** The secret in use; null until a first code confirms the pending one. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  secret: string | null;

  /** Shown by setup, waiting for the code that proves the authenticator app has it. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  pendingSecret: string | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  enabledAt: Date | null;

  /** The TOTP time step last accepted, so a code cannot be used twice within its window. */
  @Column({ type: 'int', unsigned: true, nullable: true })
  lastUsedStep: number | null;
}
