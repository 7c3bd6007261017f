import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { GeneratedArticle } from './entities/generated-article.entity';

export type GeneratedWrite = Partial<Omit<GeneratedArticle, 'id' | 'createdAt' | 'updatedAt'>>;

/** The `generated_articles` rows. */
@Injectable()
export class GenerationRepository {
  constructor(
    @InjectRepository(GeneratedArticle) private readonly rows: Repository<GeneratedArticle>,
  ) {}

  /** The posts generated articles became on a website now pointing at another WordPress. */
  async forgetPostsOf(websiteId: number): Promise<void> {
    await this.rows.update(
      { websiteId },
      { remoteId: null, articleId: null, targetArticleId: null },
    );
  }

  async insert(values: GeneratedWrite): Promise<GeneratedArticle> {
    const result = await this.rows.insert(values);
    return (await this.find((result.identifiers[0] as { id: number }).id))!;
  }

  find(id: number): Promise<GeneratedArticle | null> {
    return this.rows.findOne({ where: { id }, relations: { website: true } });
  }

  async change(id: number, values: GeneratedWrite): Promise<void> {
    await this.rows.update({ id }, values);
  }

  /** Marks a post creation under way (cleared when its id is recorded): a retry looks for it. */
  async creating(id: number): Promise<void> {
    await this.rows.update({ id }, { creatingAt: () => 'CURRENT_TIMESTAMP(3)' });
  }

  /** Moves the row from one of `from` to `to` in one statement; false when it was not in them. */
  async transition(
    id: number,
    from: GeneratedArticle['state'][],
    values: GeneratedWrite,
  ): Promise<boolean> {
    const result = await this.rows
      .createQueryBuilder()
      .update()
      .set(values)
      .where('id = :id AND state IN (:...from)', { id, from })
      .execute();
    return (result.affected ?? 0) > 0;
  }
}
