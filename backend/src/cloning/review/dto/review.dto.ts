import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { REVISABLE_PARTS, type RevisablePart } from '../../../article-ai/article-ai.service';
import { PAGE_SIZES } from '../../../core/http/pagination';
import { TextRules } from '../../../core/http/text-rules';
import { CLONE_STATES, type CloneState } from '../../entities/article-clone.entity';

/** `GET /api/reviews`: held copies on the websites the reader may publish on, newest first. */
export class ReviewQueryDto {
  @ApiProperty({ required: false, maxLength: 100, description: "Words of the story's title" })
  @IsOptional()
  @TextRules({
    type: 'The search must be text.',
    max: [100, 'The search must be at most 100 characters.'],
  })
  q?: string;

  @ApiProperty({ required: false, description: 'Only copies for this destination website' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'websiteId must be a valid id.' })
  @Min(1, { message: 'websiteId must be a valid id.' })
  websiteId?: number;

  @ApiProperty({ required: false, enum: PAGE_SIZES, default: 25 })
  @Type(() => Number)
  @IsIn(PAGE_SIZES, { message: `perPage must be one of ${PAGE_SIZES.join(', ')}.` })
  perPage: number = 25;

  @ApiProperty({ required: false, description: 'Opaque cursor: `nextCursor` of the previous page' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'cursor must be a whole number.' })
  @Min(1, { message: 'cursor must be a whole number.' })
  cursor?: number;
}

const SEO_TEXT = (field: string, max: number) => ({
  type: `The ${field} must be text.`,
  max: [max, `The ${field} must be at most ${max} characters.`] as const,
});

export class ReviewSeoDto {
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
export class ReviewDraftDto {
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

  @ApiProperty({ type: ReviewSeoDto, nullable: true })
  @ValidateIf((_: object, value: unknown) => value !== null)
  @IsObject({ message: 'The SEO data must be an object or null.' })
  @ValidateNested()
  @Type(() => ReviewSeoDto)
  seo: ReviewSeoDto | null;
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

  @ApiProperty({ type: ReviewDraftDto })
  @IsObject({ message: 'The draft is required.' })
  @ValidateNested()
  @Type(() => ReviewDraftDto)
  draft: ReviewDraftDto;
}

export class RevisedDto {
  @ApiProperty({ enum: REVISABLE_PARTS }) part: RevisablePart;
  @ApiProperty({ required: false, description: 'The title, excerpt or body written again' })
  text?: string;
  @ApiProperty({ required: false, type: ReviewSeoDto }) seo?: ReviewSeoDto;
}

export class ReviewPersonDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
}

export class ReviewRowDto {
  @ApiProperty({ description: 'The copy (clone ledger row)' }) id: number;
  @ApiProperty() sourceArticleId: number;
  @ApiProperty() title: string;
  @ApiProperty() sourceWebsiteId: number;
  @ApiProperty() sourceWebsiteName: string;
  @ApiProperty({ description: 'The destination' }) websiteId: number;
  @ApiProperty() websiteName: string;
  @ApiProperty({ type: ReviewPersonDto, nullable: true, description: 'Who asked for the copy' })
  requestedBy: ReviewPersonDto | null;
  @ApiProperty({ format: 'date-time' }) heldAt: string;
  @ApiProperty({ description: 'Sending it updates a post the destination has already' })
  replacesPost: boolean;
}

export class ReviewPageDto {
  @ApiProperty({ type: [ReviewRowDto] }) data: ReviewRowDto[];
  @ApiProperty({ description: 'Copies waiting under this filter' }) total: number;
  @ApiProperty({ type: String, nullable: true, description: 'The next page, null on the last' })
  nextCursor: string | null;
}

export class ReviewTextDto {
  @ApiProperty() title: string;
  @ApiProperty() html: string;
  @ApiProperty() excerpt: string;
  @ApiProperty({ type: ReviewSeoDto, nullable: true }) seo: ReviewSeoDto | null;
}

/** A held copy with its source, for the editor. */
export class ReviewDto extends ReviewRowDto {
  @ApiProperty({ enum: CLONE_STATES, description: 'held while it waits; else what became of it' })
  state: CloneState;
  @ApiProperty({ type: ReviewTextDto, description: 'The source as the last sync saw it' })
  source: ReviewTextDto;
  @ApiProperty({ type: ReviewTextDto, nullable: true, description: 'What will be written' })
  draft: ReviewTextDto | null;
  @ApiProperty({ description: 'The SEO data goes to Yoast on the destination' })
  pushSeo: boolean;
  @ApiProperty({ description: 'The post status the copy gets' }) status: string;
  @ApiProperty({ type: String, nullable: true }) lastJobId: string | null;
}

export class ReviewSentDto {
  @ApiProperty({
    description: 'The clone job writing it: follow it on the Jobs page or in its room',
  })
  jobId: string;
}
