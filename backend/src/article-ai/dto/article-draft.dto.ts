import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsObject, IsOptional, ValidateIf, ValidateNested } from 'class-validator';
import { TextRules } from '../../core/http/text-rules';
import { REVISABLE_PARTS, type RevisablePart } from '../article-ai.service';

/**
 * An article the AI wrote, as a person edits it before it is sent (a held AI copy, a generated
 * article), and the ask to write one part of it again: one shape for every editor of AI work.
 */
const SEO_TEXT = (field: string, max: number) => ({
  type: `The ${field} must be text.`,
  max: [max, `The ${field} must be at most ${max} characters.`] as const,
});

export class ArticleSeoDto {
  @ApiProperty({ maxLength: 300 })
  @TextRules(SEO_TEXT('SEO title', 300))
  title: string;

  @ApiProperty({ maxLength: 300 })
  @TextRules(SEO_TEXT('OG title', 300))
  ogTitle: string;

  @ApiProperty({ maxLength: 1000 })
  @TextRules(SEO_TEXT('meta description', 1000))
  metaDescription: string;

  @ApiProperty({ maxLength: 191 })
  @TextRules(SEO_TEXT('focus keyword', 191))
  focusKeyword: string;
}

/** What a held copy says: the reviewer's edit of what the AI wrote. */
export class ArticleDraftDto {
  @ApiProperty({ maxLength: 500 })
  @TextRules({
    required: 'The title is required.',
    type: 'The title must be text.',
    max: [500, 'The title must be at most 500 characters.'],
  })
  title: string;

  @ApiProperty({ maxLength: 1_000_000, description: 'The body as HTML' })
  @TextRules({
    required: 'The body is required.',
    type: 'The body must be text.',
    max: [1_000_000, 'The body must be at most 1,000,000 characters.'],
    keepSpaces: true,
  })
  html: string;

  @ApiProperty({ maxLength: 5000 })
  @TextRules({
    type: 'The excerpt must be text.',
    max: [5000, 'The excerpt must be at most 5,000 characters.'],
  })
  excerpt: string;

  @ApiProperty({ type: ArticleSeoDto, nullable: true })
  @ValidateIf((_: object, value: unknown) => value !== null)
  @IsObject({ message: 'The SEO data must be an object or null.' })
  @ValidateNested()
  @Type(() => ArticleSeoDto)
  seo: ArticleSeoDto | null;
}

/** `POST /api/reviews/:id/revise`: one part written again, the copy as the editor has it. */
export class ReviseDto {
  @ApiProperty({ enum: REVISABLE_PARTS })
  @IsIn(REVISABLE_PARTS, { message: `part must be one of ${REVISABLE_PARTS.join(', ')}.` })
  part: RevisablePart;

  @ApiProperty({ required: false, maxLength: 500, description: 'What the editor wants of it' })
  @IsOptional()
  @TextRules({
    type: 'The instruction must be text.',
    max: [500, 'The instruction must be at most 500 characters.'],
  })
  instruction?: string;

  @ApiProperty({ type: ArticleDraftDto })
  @IsObject({ message: 'The draft is required.' })
  @ValidateNested()
  @Type(() => ArticleDraftDto)
  draft: ArticleDraftDto;
}

export class RevisedDto {
  @ApiProperty({ enum: REVISABLE_PARTS }) part: RevisablePart;
  @ApiProperty({ required: false, description: 'The title, excerpt or body written again' })
  text?: string;
  @ApiProperty({ required: false, type: ArticleSeoDto }) seo?: ArticleSeoDto;
}
