import { ApiProperty } from '@nestjs/swagger';
import { ArrayUnique, IsArray, IsBoolean, IsIn, IsOptional, ValidateBy } from 'class-validator';
import { IsId, TextRules } from '../../core/http/text-rules';
import {
  GENERATION_MODES,
  GENERATION_STATES,
  type GenerationMode,
  type GenerationState,
} from '../entities/generated-article.entity';

export const MAX_SOURCES = 3;

export class GenerateArticleDto {
  @ApiProperty({ maxLength: 500 })
  @TextRules({
    required: 'Topic is required',
    type: 'Topic must be text',
    max: [500, 'Topic must be at most 500 characters'],
  })
  topic: string;

  @ApiProperty({ type: [Number], maxItems: MAX_SOURCES, description: 'Up to 3 source articles' })
  @IsArray({ message: 'sourceArticleIds must be a list of article ids.' })
  @ArrayUnique({ message: 'A source article is chosen twice.' })
  @ValidateBy({
    name: 'articleIds',
    validator: {
      validate: (value: unknown) =>
        Array.isArray(value) &&
        value.every((id) => typeof id === 'number' && Number.isSafeInteger(id) && id >= 1),
      defaultMessage: () => 'sourceArticleIds must be a list of article ids.',
    },
  })
  sourceArticleIds: number[];

  @ApiProperty({ description: 'The destination website' })
  @IsId('websiteId must be a valid website id.')
  websiteId: number;

  @ApiProperty({ enum: GENERATION_MODES })
  @IsIn(GENERATION_MODES, { message: `mode must be one of ${GENERATION_MODES.join(', ')}.` })
  mode: GenerationMode;

  @ApiProperty({ required: false, description: 'The article to update or rework' })
  @IsOptional()
  @IsId('targetArticleId must be a valid article id.')
  targetArticleId?: number;
}

export class GeneratedArticleDto {
  @ApiProperty() id: number;
  @ApiProperty() websiteId: number;
  @ApiProperty() websiteName: string;
  @ApiProperty() topic: string;
  @ApiProperty({ enum: GENERATION_MODES }) mode: GenerationMode;
  @ApiProperty({ type: Number, nullable: true }) targetArticleId: number | null;
  @ApiProperty({ type: [Number] }) sourceArticleIds: number[];
  @ApiProperty({ enum: GENERATION_STATES }) state: GenerationState;
  @ApiProperty({ type: String, nullable: true }) jobId: string | null;
  @ApiProperty({ type: String, nullable: true }) title: string | null;
  @ApiProperty({ type: String, nullable: true }) contentHtml: string | null;
  @ApiProperty({ type: String, nullable: true }) excerpt: string | null;
  @ApiProperty({ type: String, nullable: true }) seoTitle: string | null;
  @ApiProperty({ type: String, nullable: true }) ogTitle: string | null;
  @ApiProperty({ type: String, nullable: true }) metaDescription: string | null;
  @ApiProperty({ type: String, nullable: true }) focusKeyword: string | null;
  @ApiProperty({ type: String, nullable: true }) failureCode: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'The post on the destination' })
  remoteId: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Our row of that post' })
  articleId: number | null;
  @ApiProperty({
    enum: ['saved', 'not_saved', 'absent'],
    nullable: true,
    description: 'The SEO data in Yoast once sent: stuck, refused, or Yoast not on the destination',
  })
  yoast: 'saved' | 'not_saved' | 'absent' | null;
  @ApiProperty({
    description: 'Use replaced a post, whose earlier version Undo puts back',
  })
  undoable: boolean;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt: string;
}

export class UseGeneratedDto {
  @ApiProperty({
    required: false,
    description:
      'An update or a rework replaces the existing post: true confirms it (409 without it)',
  })
  @IsOptional()
  @IsBoolean({ message: 'replace must be true or false.' })
  replace?: boolean;
}

export class PostWordsDto {
  @ApiProperty() title: string;
  @ApiProperty() contentHtml: string;
  @ApiProperty() excerpt: string;
}

/** What Use would change: the post as WordPress has it now, and the generated article. */
export class ReplacementDto {
  @ApiProperty({ description: 'The post on the destination now' }) current: PostWordsDto;
  @ApiProperty({ description: 'What Use writes in its place' }) next: PostWordsDto;
}
