import { Injectable } from '@nestjs/common';
import { isDuplicateKey } from '../../core/database/db-errors';
import { DomainException } from '../../core/http/domain-error';
import type {
  CreateGlossaryTermDto,
  GlossaryTermDto,
  GlossaryTermSavedDto,
  UpdateGlossaryTermDto,
} from '../dto/glossary.dto';
import { GLOSSARY_TERM_INDEX, type GlossaryTerm } from '../entities/glossary-term.entity';
import { PROVIDER_ERRORS } from '../providers.errors';
import { GlossaryRepository, type GlossaryWrite } from './glossary.repository';

export const GLOSSARY_MESSAGES = {
  saved: 'The glossary term has been saved',
  deleted: 'The glossary term has been deleted',
} as const;

/** `en-GB` → `en`: a term applies to every region of its language. */
export const baseLanguage = (code: string) => code.trim().toLowerCase().split('-')[0]!;

/**
 * A website's glossary: terms that must translate a given way. The website's routes check who may
 * read or change it; the gateway reads it for every translation filed under the website.
 */
@Injectable()
export class GlossaryService {
  constructor(private readonly terms: GlossaryRepository) {}

  async list(websiteId: number): Promise<GlossaryTermDto[]> {
    return (await this.terms.list(websiteId)).map(toDto);
  }

  /** The website's terms for a target language (`en-GB` uses the `en` ones). */
  forLanguage(websiteId: number, targetLang: string): Promise<GlossaryTerm[]> {
    return this.terms.forLanguage(websiteId, baseLanguage(targetLang));
  }

  async create(websiteId: number, dto: CreateGlossaryTermDto): Promise<GlossaryTermSavedDto> {
    const row: GlossaryWrite = {
      source: dto.source,
      targetLang: baseLanguage(dto.targetLang),
      target: dto.target,
    };
    const id = await this.unique(() => this.terms.insert(websiteId, row));
    return {
      message: GLOSSARY_MESSAGES.saved,
      data: toDto((await this.terms.findOne(websiteId, id))!),
    };
  }

  async update(
    websiteId: number,
    id: number,
    dto: UpdateGlossaryTermDto,
  ): Promise<GlossaryTermSavedDto> {
    await this.found(websiteId, id);
    const patch: Partial<GlossaryWrite> = {};
    if (dto.source !== undefined) patch.source = dto.source;
    if (dto.target !== undefined) patch.target = dto.target;
    if (dto.targetLang !== undefined) patch.targetLang = baseLanguage(dto.targetLang);
    if (Object.keys(patch).length > 0) await this.unique(() => this.terms.update(id, patch));
    return { message: GLOSSARY_MESSAGES.saved, data: toDto(await this.found(websiteId, id)) };
  }

  async remove(websiteId: number, id: number): Promise<{ message: string }> {
    await this.found(websiteId, id);
    await this.terms.delete(id);
    return { message: GLOSSARY_MESSAGES.deleted };
  }

  /** When a website is deleted, its glossary goes with it. */
  removeAll(websiteId: number): Promise<void> {
    return this.terms.deleteForWebsite(websiteId);
  }

  private async found(websiteId: number, id: number): Promise<GlossaryTerm> {
    const row = await this.terms.findOne(websiteId, id);
    if (!row) throw new DomainException(PROVIDER_ERRORS.glossaryTermNotFound);
    return row;
  }

  private async unique<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isDuplicateKey(error, GLOSSARY_TERM_INDEX)) {
        throw DomainException.onField('source', PROVIDER_ERRORS.glossaryTermTaken);
      }
      throw error;
    }
  }
}

function toDto(row: GlossaryTerm): GlossaryTermDto {
  return {
    id: row.id,
    websiteId: row.websiteId,
    source: row.source,
    targetLang: row.targetLang,
    target: row.target,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
