import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { writeAudit, type Audit } from '../core/audit/audit-trail';
import { GeneratedArticle } from './entities/generated-article.entity';

export type GeneratedWrite = Partial<Omit<GeneratedArticle, 'id' | 'createdAt' | 'updatedAt'>>;

/** The `generated_articles` rows. */
@Injectable()
export class GenerationRepository {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @InjectRepository(GeneratedArticle) private readonly rows: Repository<GeneratedArticle>,
  ) {}

  /** The posts generated articles became on a website now pointing at another WordPress. */
  async forgetPostsOf(websiteId: number): Promise<void> {
    await this.rows.update(
      { websiteId },
      { remoteId: null, articleId: null, targetArticleId: null },
    );
  }

  /** A person's request, with its trail entry. */
  async insert(values: GeneratedWrite, audit: Audit): Promise<GeneratedArticle> {
    const id = await this.db.transaction(async (tx) => {
      const result = await tx.getRepository(GeneratedArticle).insert(values);
      const inserted = (result.identifiers[0] as { id: number }).id;
      await writeAudit(tx, audit, inserted);
      return inserted;
    });
    return (await this.find(id))!;
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

  /**
   * Moves the row from one of `from` to `to` in one statement; false when it was not in them. A
   * person's move (use, discard) writes its trail entry with it.
   */
  async transition(
    id: number,
    from: GeneratedArticle['state'][],
    values: GeneratedWrite,
    audit?: Audit,
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const result = await tx
        .getRepository(GeneratedArticle)
        .createQueryBuilder()
        .update()
        .set(values)
        .where('id = :id AND state IN (:...from)', { id, from })
        .execute();
      if (!result.affected) return false;
      if (audit) await writeAudit(tx, audit);
      return true;
    });
  }
}
