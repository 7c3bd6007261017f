import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { Versioned } from '../../database/versioned';
import type { Permission } from '../subjects';

@Entity('roles')
export class Role extends Versioned {
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
