import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Timestamped } from '../../core/database/timestamps';

export const GLOSSARY_TERM_INDEX = 'UQ_glossary_terms_website_lang_source';

/**
 * A website's glossary entry: `source` must translate as `target` into `targetLang`. Kept in the
 * providers domain (the gateway reads it for every translation); the website owns it (its id, no
 * foreign key object so providers needs nothing of websites; the row goes with the website).
 */
@Entity('glossary_terms')
@Index(GLOSSARY_TERM_INDEX, ['websiteId', 'targetLang', 'source'], { unique: true })
export class GlossaryTerm extends Timestamped {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  websiteId: number;

  /** The term as written in the source text (matched whole-word, case-sensitively). */
  @Column({ type: 'varchar', length: 200 })
  source: string;

  /** Lower-case language code the entry applies to (`it`, `de`; regional codes use their base). */
  @Column({ type: 'varchar', length: 8 })
  targetLang: string;

  /** What the term must become in that language. */
  @Column({ type: 'varchar', length: 200 })
  target: string;
}
