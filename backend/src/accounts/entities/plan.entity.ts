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

  /** AI tokens (in + out) an account on this plan may use per calendar month (UTC); null: no limit. */
  @Column({ type: 'int', unsigned: true, nullable: true })
  monthlyTokenLimit: number | null;

  /** Characters sent for translation per calendar month (UTC); null: no limit. */
  @Column({ type: 'int', unsigned: true, nullable: true })
  monthlyCharacterLimit: number | null;
}

/** What a new installation starts with; administrators change them on the accounts screen. */
export const DEFAULT_PLAN_LIMITS: Record<
  PlanCode,
  Pick<Plan, 'monthlyTokenLimit' | 'monthlyCharacterLimit'>
> = {
  free: { monthlyTokenLimit: 200_000, monthlyCharacterLimit: 500_000 },
  premium: { monthlyTokenLimit: 5_000_000, monthlyCharacterLimit: 20_000_000 },
  enterprise: { monthlyTokenLimit: null, monthlyCharacterLimit: null },
};
