import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { Timestamped } from '../../core/database/timestamps';
import type { Permission } from '../../core/access/subjects';

@Entity('roles')
export class Role extends Timestamped {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 100, unique: true })
  name: string;

  /** Administrator access: manage on all. */
  @Column({ type: 'boolean', default: false })
  isAdmin: boolean;

  /** Read, write and create per subject, as the role editor shows them. */
  @Column({ type: 'json' })
  permissions: Permission[];
}
