import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, IsNull, Repository } from 'typeorm';
import { writeAudit, type Audit } from '../core/audit/audit-trail';
import { isDuplicateKey } from '../core/database/db-errors';
import { StaleVersionError, updateVersioned, type Edit } from '../core/database/versioned';
import { DEFAULT_PROMPTS } from './prompt-defaults';
import { PROMPT_TYPES, Prompt, type PromptType } from './entities/prompt.entity';

export type PromptWrite = Partial<
  Pick<
    Prompt,
    'promptText' | 'generationInstructions' | 'generatedPrompt' | 'enabled' | 'updatedById'
  >
>;

/** The `prompts` queries: system defaults (website null) and websites' own prompts. */
@Injectable()
export class PromptsRepository {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @InjectRepository(Prompt) private readonly prompts: Repository<Prompt>,
  ) {}

  /** Inserts the built-in defaults that are missing (idempotent, safe from several processes). */
  async seedDefaults(): Promise<void> {
    await this.prompts
      .createQueryBuilder()
      .insert()
      .values(
        PROMPT_TYPES.map((type) => ({
          websiteId: null,
          type,
          systemType: type,
          promptText: DEFAULT_PROMPTS[type],
          enabled: true,
        })),
      )
      .orIgnore()
      .execute();
  }

  system(): Promise<Prompt[]> {
    return this.prompts.find({
      where: { websiteId: IsNull() },
      relations: { createdBy: true, updatedBy: true },
    });
  }

  ofWebsite(websiteId: number): Promise<Prompt[]> {
    return this.prompts.find({
      where: { websiteId },
      relations: { createdBy: true, updatedBy: true },
    });
  }

  findById(id: number): Promise<Prompt | null> {
    return this.prompts.findOne({ where: { id }, relations: { createdBy: true, updatedBy: true } });
  }

  /** The website's own prompt of the type (null: the system default of the type). */
  find(websiteId: number | null, type: PromptType): Promise<Prompt | null> {
    return this.prompts.findOne({
      where: { websiteId: websiteId ?? IsNull(), type },
      relations: { createdBy: true, updatedBy: true },
    });
  }

  /** The website's own prompt of each type, or else the system default, in one query. */
  async effective(websiteId: number, types: readonly PromptType[]): Promise<Prompt[]> {
    if (!types.length) return [];
    return this.prompts
      .createQueryBuilder('p')
      .where('p.type IN (:...types)', { types })
      .andWhere('(p.websiteId = :websiteId OR p.websiteId IS NULL)', { websiteId })
      .getMany();
  }

  /**
   * Creates the website's (or the system's) prompt of the type, for a form that showed none:
   * StaleVersionError when someone created it meanwhile (the unique index refused a second row).
   */
  async create(
    websiteId: number | null,
    type: PromptType,
    values: PromptWrite & { promptText: string },
    by: number,
    audit: Audit,
  ): Promise<Prompt> {
    try {
      await this.db.transaction(async (tx) => {
        await tx
          .getRepository(Prompt)
          .createQueryBuilder()
          .insert()
          .values({
            websiteId,
            type,
            systemType: websiteId === null ? type : null,
            ...values,
            createdById: by,
            updatedById: by,
            editedById: by,
            editedAt: () => 'CURRENT_TIMESTAMP(3)',
          })
          .execute();
        await writeAudit(tx, audit);
      });
    } catch (error) {
      if (isDuplicateKey(error)) throw new StaleVersionError();
      throw error;
    }
    return (await this.find(websiteId, type))!;
  }

  /** A save of the prompt's form: the version is checked (when named) and moved in one statement. */
  async update(id: number, values: PromptWrite, edit: Edit, audit: Audit): Promise<Prompt> {
    await this.db.transaction(async (tx) => {
      const prompts = tx.getRepository(Prompt);
      await updateVersioned(prompts, id, { ...values, updatedById: edit.by }, edit);
      if (audit.note.changes?.length) await writeAudit(tx, audit);
    });
    return (await this.findById(id))!;
  }

  /**
   * Background writes (Generate's result): the version stays, so a form open on the prompt is
   * not made stale by the job it started.
   */
  async change(id: number, values: PromptWrite): Promise<void> {
    await this.prompts.update({ id }, values);
  }

  /**
   * Deletes the website's own prompt of the type, only while it still has `version` when one is
   * named; false when no row matched.
   */
  async remove(
    websiteId: number,
    type: PromptType,
    version: number | undefined,
    audit: Audit,
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const result = await tx.getRepository(Prompt).delete({
        websiteId,
        type,
        ...(version !== undefined ? { version } : {}),
      });
      if (!result.affected) return false;
      await writeAudit(tx, audit);
      return true;
    });
  }
}
