import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsISO8601,
  IsOptional,
  Min,
} from 'class-validator';
import {
  CLONE_POST_STATUSES,
  CLONE_STATES,
  CLONE_TYPES,
  EXISTING_COPY,
  type ClonePostStatus,
  type ExistingCopy,
  type CloneState,
  type CloneType,
} from '../entities/article-clone.entity';
import { YOAST_OUTCOMES, type YoastOutcome } from '../../publishing/yoast';

export const MAX_CLONE_ARTICLES = 50;
export const MAX_CLONE_WEBSITES = 20;

/** `POST /api/articles/clone`: one job per (article, destination website). */
export class CloneArticlesDto {
  @ApiProperty({ type: [Number], minItems: 1, maxItems: MAX_CLONE_ARTICLES })
  @IsArray({ message: 'articleIds must be a list of article ids.' })
  @ArrayMinSize(1, { message: 'Choose at least one article.' })
  @ArrayMaxSize(MAX_CLONE_ARTICLES, {
    message: `At most ${MAX_CLONE_ARTICLES} articles are cloned at once.`,
  })
  @ArrayUnique({ message: 'articleIds must not repeat an article.' })
  @IsInt({ each: true, message: 'articleIds must hold valid ids.' })
  @Min(1, { each: true, message: 'articleIds must hold valid ids.' })
  articleIds: number[];

  @ApiProperty({ type: [Number], minItems: 1, maxItems: MAX_CLONE_WEBSITES })
  @IsArray({ message: 'websiteIds must be a list of website ids.' })
  @ArrayMinSize(1, { message: 'Choose at least one destination website.' })
  @ArrayMaxSize(MAX_CLONE_WEBSITES, {
    message: `At most ${MAX_CLONE_WEBSITES} destination websites are chosen at once.`,
  })
  @ArrayUnique({ message: 'websiteIds must not repeat a website.' })
  @IsInt({ each: true, message: 'websiteIds must hold valid ids.' })
  @Min(1, { each: true, message: 'websiteIds must hold valid ids.' })
  websiteIds: number[];

  @ApiProperty({ enum: CLONE_TYPES })
  @IsIn(CLONE_TYPES, { message: `type must be one of ${CLONE_TYPES.join(', ')}.` })
  type: CloneType;

  @ApiProperty({
    required: false,
    default: false,
    description: 'AI rework: the AI translates instead of the translation provider',
  })
  @IsOptional()
  @IsBoolean({ message: 'skipTranslation must be true or false.' })
  skipTranslation?: boolean;

  @ApiProperty({ required: false, default: false, description: 'Write the SEO data to Yoast' })
  @IsOptional()
  @IsBoolean({ message: 'pushSeo must be true or false.' })
  pushSeo?: boolean;

  @ApiProperty({ enum: CLONE_POST_STATUSES, description: 'The post status on the destination' })
  @IsIn(CLONE_POST_STATUSES, {
    message: `status must be one of ${CLONE_POST_STATUSES.join(', ')}.`,
  })
  status: ClonePostStatus;

  @ApiProperty({
    required: false,
    description: 'ISO date of a scheduled post: required with status future, in the future',
  })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'date must be an ISO 8601 date and time.' })
  date?: string;

  @ApiProperty({
    required: false,
    enum: EXISTING_COPY,
    default: 'update',
    description:
      'Where a copy exists on a destination already: update that copy (default) or make a new one',
  })
  @IsOptional()
  @IsIn(EXISTING_COPY, { message: `existing must be one of ${EXISTING_COPY.join(', ')}.` })
  existing?: ExistingCopy;

  @ApiProperty({
    required: false,
    default: false,
    description:
      'Keep the copies in step with their source: after each sync that changed the source, it is pushed to them (verbatim copies only)',
  })
  @IsOptional()
  @IsBoolean({ message: 'followSource must be true or false.' })
  followSource?: boolean;
}

/** `GET /api/articles/clones/copies?articleIds=1,2`. */
export class CloneCopiesQueryDto {
  @ApiProperty({
    type: String,
    required: false,
    example: '12,13',
    description: 'Article ids, comma-separated (at most 50); none: no copies',
  })
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && value.trim() !== ''
      ? value.split(',').map((v) => Number(v))
      : value,
  )
  @IsOptional()
  @IsArray({ message: 'articleIds must be a list of article ids.' })
  @ArrayMaxSize(MAX_CLONE_ARTICLES, {
    message: `At most ${MAX_CLONE_ARTICLES} articles are cloned at once.`,
  })
  @IsInt({ each: true, message: 'articleIds must hold valid ids.' })
  @Min(1, { each: true, message: 'articleIds must hold valid ids.' })
  articleIds?: number[];
}

export class CloneCopyDto {
  @ApiProperty() articleId: number;
  @ApiProperty({ description: 'The destination website' }) websiteId: number;
  @ApiProperty({ description: 'Copies of the article there' }) copies: number;
}

export class CloneCopiesDto {
  @ApiProperty({ type: [CloneCopyDto] }) data: CloneCopyDto[];
}

export class CloneJobDto {
  @ApiProperty() jobId: string;
  @ApiProperty() articleId: number;
  @ApiProperty({ description: 'The destination website' }) websiteId: number;
}

export class CloneJobsDto {
  @ApiProperty({ type: [CloneJobDto] }) jobs: CloneJobDto[];
}

export class CloneUserDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
}

export class CloneParamsDto {
  @ApiProperty() skipTranslation: boolean;
  @ApiProperty() pushSeo: boolean;
  @ApiProperty({ enum: CLONE_POST_STATUSES }) status: ClonePostStatus;
  @ApiProperty({ type: String, nullable: true }) date: string | null;
  @ApiProperty({ required: false, description: 'Pushed after each sync that changed the source' })
  followSource?: boolean;
}

/** One line of the clone ledger: a source article copied into one destination website. */
export class CloneRowDto {
  @ApiProperty() id: number;
  @ApiProperty() sourceArticleId: number;
  @ApiProperty({ description: 'The destination website' }) websiteId: number;
  @ApiProperty() websiteName: string;
  @ApiProperty({ type: Number, nullable: true, description: 'The post id on the destination' })
  remoteId: number | null;
  @ApiProperty({ type: String, nullable: true }) link: string | null;
  @ApiProperty({ type: CloneUserDto, nullable: true }) clonedBy: CloneUserDto | null;
  @ApiProperty({ enum: CLONE_TYPES }) type: CloneType;
  @ApiProperty({ enum: CLONE_STATES }) state: CloneState;
  @ApiProperty({ type: String, nullable: true }) errorCode: string | null;
  @ApiProperty({ type: String, nullable: true }) errorMessage: string | null;
  @ApiProperty({ type: CloneParamsDto, required: false }) params?: CloneParamsDto;
  @ApiProperty({ enum: YOAST_OUTCOMES, nullable: true }) yoast: YoastOutcome | null;
  @ApiProperty({ description: 'The source changed since it was copied' }) sourceChanged: boolean;
  @ApiProperty() createdAt: string;
  @ApiProperty() updatedAt: string;
  @ApiProperty({ type: String, nullable: true }) lastJobId: string | null;
}

export class CloneRowsDto {
  @ApiProperty({ type: [CloneRowDto] }) data: CloneRowDto[];
}

/** One clone run in an article's clone history. */
export class CloneRunDto {
  @ApiProperty() id: number;
  @ApiProperty({ description: 'The copy (ledger row) it wrote' }) cloneId: number;
  @ApiProperty({ description: 'The destination website' }) websiteId: number;
  @ApiProperty() websiteName: string;
  @ApiProperty({ description: 'Its job on the Jobs page' }) jobId: string;
  @ApiProperty({ type: CloneUserDto, nullable: true }) by: CloneUserDto | null;
  @ApiProperty({ enum: CLONE_TYPES }) type: CloneType;
  @ApiProperty({ description: 'It made a new copy (else it updated one)' }) newCopy: boolean;
  @ApiProperty({ description: 'Started by a sync that changed the source (the copy follows it)' })
  followed: boolean;
  @ApiProperty({ enum: CLONE_STATES }) state: CloneState;
  @ApiProperty({ type: Number, nullable: true }) remoteId: number | null;
  @ApiProperty({ type: String, nullable: true }) link: string | null;
  @ApiProperty({ type: String, nullable: true }) errorCode: string | null;
  @ApiProperty({ type: String, nullable: true }) errorMessage: string | null;
  @ApiProperty() createdAt: string;
  @ApiProperty({ type: String, nullable: true }) finishedAt: string | null;
}

export class CloneRunsDto {
  @ApiProperty({ type: [CloneRunDto] }) data: CloneRunDto[];
}

/** `POST /api/articles/{id}/trash`. */
export class TrashArticleDto {
  @ApiProperty({ required: false, default: false, description: "Trash the clones' posts too" })
  @IsOptional()
  @IsBoolean({ message: 'withClones must be true or false.' })
  withClones?: boolean;
}

export class TrashedPostDto {
  @ApiProperty() websiteId: number;
  @ApiProperty({ type: Number, nullable: true }) articleId: number | null;
  @ApiProperty({ description: 'The post id in WordPress' }) remoteId: number;
  @ApiProperty({ description: 'Moved to the trash (false: it was gone already)' }) trashed: boolean;
}

export class TrashResultDto {
  @ApiProperty({ type: TrashedPostDto }) article: TrashedPostDto;
  @ApiProperty({ type: [TrashedPostDto] }) clones: TrashedPostDto[];
}
