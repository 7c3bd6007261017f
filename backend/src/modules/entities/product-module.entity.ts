import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Versioned } from '../../core/database/versioned';

export const MODULE_CODE_INDEX = 'UQ_modules_code';

export interface ModuleSetting {
  key: string;
  value: string;
}

/** A product module (spec §3: name, code, parent, settings); modules form a tree. */
@Entity('modules')
export class ProductModule extends Versioned {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 255 })
  name: string;

  @Index(MODULE_CODE_INDEX, { unique: true })
  @Column({ type: 'varchar', length: 100 })
  code: string;

  @Index()
  @Column({ type: 'int', nullable: true })
  parentId: number | null;

  /** Restrict: children must be removed or moved before their parent goes. */
  @ManyToOne(() => ProductModule, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'parentId' })
  parent?: ProductModule | null;

  /** Key/value pairs in the order the editor shows them; keys are unique. */
  @Column({ type: 'json' })
  settings: ModuleSetting[];
}
