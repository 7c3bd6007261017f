import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
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
  constructor(@InjectRepository(Prompt) private readonly prompts: Repository<Prompt>) {}

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
   * Creates the website's (or the system's) prompt of the type, or changes it when it exists:
   * one statement, so two saves racing never make two rows.
   */
  async upsert(
    websiteId: number | null,
    type: PromptType,
    values: PromptWrite & { promptText: string },
    by: number,
  ): Promise<Prompt> {
    const columns = Object.keys(values).filter((k) => k !== 'updatedById');
    await this.prompts
      .createQueryBuilder()
      .insert()
      .values({
        websiteId,
        type,
        systemType: websiteId === null ? type : null,
        ...values,
        createdById: by,
        updatedById: by,
      })
      .orUpdate(
        [...columns, 'updatedById'],
        websiteId === null ? ['systemType'] : ['websiteId', 'type'],
      )
      .execute();
    return (await this.find(websiteId, type))!;
  }

  async change(id: number, values: PromptWrite): Promise<void> {
    await this.prompts.update({ id }, values);
  }

  /** Deletes the website's own prompt of the type; false when it had none. */
  async remove(websiteId: number, type: PromptType): Promise<boolean> {
    const result = await this.prompts.delete({ websiteId, type });
    return (result.affected ?? 0) > 0;
  }
}
