import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Versioned } from '../../core/database/versioned';
import { User } from '../../users/entities/user.entity';
import { Website } from '../../websites/entities/website.entity';

/** Spec §3 prompt types (Translation, Persona, AI Generation) plus the rework and SEO prompts. */
export const PROMPT_TYPES = ['translation', 'persona', 'generation', 'rework', 'seo'] as const;
export type PromptType = (typeof PROMPT_TYPES)[number];

/**
 * A prompt the AI work of a website follows. `websiteId` null: the system default of its type
 * (one per type, kept unique through `systemType`); otherwise a website's own, which overrides
 * the default (one per website and type).
 */
@Entity('prompts')
@Index('UQ_prompts_website_type', ['websiteId', 'type'], { unique: true })
export class Prompt extends Versioned {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => Website, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'websiteId' })
  website?: Website | null;

  @Column({ type: 'int', nullable: true })
  websiteId: number | null;

  @Column({ type: 'enum', enum: PROMPT_TYPES })
  type: PromptType;

  /** The type again on system defaults only (null on website prompts): one default per type. */
  @Index('UQ_prompts_system_type', { unique: true })
  @Column({ type: 'enum', enum: PROMPT_TYPES, nullable: true })
  systemType: PromptType | null;

  @Column({ type: 'text' })
  promptText: string;

  /** What the prompt should say, from which Generate writes it. */
  @Column({ type: 'text', nullable: true })
  generationInstructions: string | null;

  /** The last prompt Generate wrote from the instructions. */
  @Column({ type: 'text', nullable: true })
  generatedPrompt: string | null;

  @Column({ type: 'boolean', default: true })
  enabled: boolean;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'createdById' })
  createdBy?: User | null;

  @Column({ type: 'int', nullable: true })
  createdById: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'updatedById' })
  updatedBy?: User | null;

  @Column({ type: 'int', nullable: true })
  updatedById: number | null;
}
