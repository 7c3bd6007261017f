import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export const PLAN_CODES = ['free', 'premium', 'enterprise'] as const;
export type PlanCode = (typeof PLAN_CODES)[number];

@Entity('plans')
export class Plan {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 32, unique: true })
  code: PlanCode;

  @Column({ type: 'varchar', length: 64 })
  name: string;
}
