import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { GlossaryTerm } from '../entities/glossary-term.entity';

export type GlossaryWrite = Pick<GlossaryTerm, 'source' | 'targetLang' | 'target'>;

/** The `glossary_terms` table: a website's terms, by language. */
@Injectable()
export class GlossaryRepository {
  constructor(@InjectRepository(GlossaryTerm) private readonly terms: Repository<GlossaryTerm>) {}

  list(websiteId: number): Promise<GlossaryTerm[]> {
    return this.terms.find({
      where: { websiteId },
      order: { targetLang: 'ASC', source: 'ASC', id: 'ASC' },
    });
  }

  forLanguage(websiteId: number, targetLang: string): Promise<GlossaryTerm[]> {
    return this.terms.find({ where: { websiteId, targetLang }, order: { id: 'ASC' } });
  }

  findOne(websiteId: number, id: number): Promise<GlossaryTerm | null> {
    return this.terms.findOneBy({ websiteId, id });
  }

  async insert(websiteId: number, row: GlossaryWrite): Promise<number> {
    const result = await this.terms.insert({ websiteId, ...row });
    return (result.identifiers[0] as { id: number }).id;
  }

  async update(id: number, patch: Partial<GlossaryWrite>): Promise<void> {
    await this.terms.update(id, patch);
  }

  async delete(id: number): Promise<void> {
    await this.terms.delete(id);
  }

  async deleteForWebsite(websiteId: number): Promise<void> {
    await this.terms.delete({ websiteId });
  }
}
