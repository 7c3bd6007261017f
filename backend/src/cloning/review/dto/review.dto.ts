import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Min } from 'class-validator';
import { PAGE_SIZES } from '../../../core/http/pagination';
import { TextRules } from '../../../core/http/text-rules';
import { ArticleSeoDto } from '../../../article-ai/dto/article-draft.dto';
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
  @ApiProperty({ type: ArticleSeoDto, nullable: true }) seo: ArticleSeoDto | null;
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
