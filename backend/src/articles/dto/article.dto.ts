import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min, ValidateIf } from 'class-validator';
import { EditVersion, RecordVersion } from '../../core/http/edit-version';
import { PAGE_SIZES, SORT_DIRECTIONS, type SortDirection } from '../../core/http/pagination';
import { IsId, TextRules } from '../../core/http/text-rules';
import { POST_STATUSES, type PostStatus } from '../../wordpress/wordpress.types';
import { ARTICLE_SORTS, type ArticleSort } from '../article-list.sql';

export { ARTICLE_SORTS, type ArticleSort };

/** Spec §4: any time (absent), past hour, day, week, month, year — on the modified date. */
export const RECENCIES = ['hour', 'day', 'week', 'month', 'year'] as const;
export type Recency = (typeof RECENCIES)[number];
/** Offsets beyond this use the cursor (keyset paging), which costs the same on every page. */
export const MAX_OFFSET = 10_000;

export class ArticleQueryDto {
  @ApiProperty({ required: false, enum: PAGE_SIZES, default: 10 })
  @Type(() => Number)
  @IsIn(PAGE_SIZES, { message: `perPage must be one of ${PAGE_SIZES.join(', ')}.` })
  perPage: number = 10;

  @ApiProperty({
    required: false,
    minimum: 1,
    default: 1,
    description: `Offset paging for the first pages (up to ${MAX_OFFSET} rows); ignored with a cursor`,
  })
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number.' })
  @Min(1, { message: 'page must be at least 1.' })
  @Max(10_001, { message: 'page must be at most 10001.' })
  page: number = 1;

  @ApiProperty({
    required: false,
    description: 'Opaque keyset cursor: `nextCursor` of the previous page',
  })
  @TextRules({
    type: 'cursor must be text.',
    max: [2048, 'The cursor is not valid.'],
    optional: true,
  })
  cursor?: string;

  @ApiProperty({ required: false })
  @IsOptional()
  @Type(() => Number)
  @IsId('websiteId must be a valid id.')
  websiteId?: number;

  @ApiProperty({ required: false, enum: POST_STATUSES })
  @IsOptional()
  @IsIn(POST_STATUSES, { message: `status must be one of ${POST_STATUSES.join(', ')}.` })
  status?: PostStatus;

  @ApiProperty({ required: false, description: 'Author name, exactly as listed' })
  @TextRules({
    type: 'author must be text.',
    max: [255, 'author must be at most 255 characters.'],
    optional: true,
  })
  author?: string;

  @ApiProperty({ required: false, enum: RECENCIES, description: 'Modified within the past …' })
  @IsOptional()
  @IsIn(RECENCIES, { message: `recency must be one of ${RECENCIES.join(', ')}.` })
  recency?: Recency;

  @ApiProperty({ required: false, maxLength: 100, description: 'Words of the title' })
  @TextRules({
    type: 'q must be text.',
    max: [100, 'The search text must be at most 100 characters.'],
    optional: true,
  })
  q?: string;

  @ApiProperty({ required: false, enum: ARTICLE_SORTS, default: 'modifiedAt' })
  @IsIn(ARTICLE_SORTS, { message: `sortBy must be one of ${ARTICLE_SORTS.join(', ')}.` })
  sortBy: ArticleSort = 'modifiedAt';

  @ApiProperty({ required: false, enum: SORT_DIRECTIONS, default: 'desc' })
  @IsIn(SORT_DIRECTIONS, { message: 'sortDir must be asc or desc.' })
  sortDir: SortDirection = 'desc';

  @ApiProperty({
    required: false,
    description: 'Only articles assigned to this user: a user id, or `me` for the caller',
    example: 'me',
  })
  @TextRules({
    type: 'assignedTo must be text.',
    patterns: [[/^(me|[1-9]\d{0,9})$/, 'assignedTo must be me or a user id.']],
    optional: true,
  })
  assignedTo?: string;
}

/** The article a clone was copied from, as its reader may see it. */
export class ClonedFromDto {
  @ApiProperty() title: string;
  @ApiProperty() websiteId: number;
  @ApiProperty() websiteName: string;
}

export class ArticleListItemDto {
  @ApiProperty() id: number;
  @ApiProperty() websiteId: number;
  @ApiProperty() websiteName: string;
  @ApiProperty({ type: String, nullable: true, description: "The website's time zone (IANA)" })
  websiteTimezone: string | null;
  @ApiProperty({ description: 'The post id in WordPress' }) remoteId: number;
  @ApiProperty({ description: 'As WordPress shows it: decoded text, whole' }) title: string;
  @ApiProperty() sticky: boolean;
  @ApiProperty({ description: 'WordPress asks readers for a password' }) passwordProtected: boolean;
  @ApiProperty({ type: String, nullable: true }) authorName: string | null;
  @ApiProperty({ enum: POST_STATUSES }) status: PostStatus;
  @ApiProperty({ type: String, nullable: true }) createdAt: string | null;
  @ApiProperty({ type: String, nullable: true }) publishedAt: string | null;
  @ApiProperty() modifiedAt: string;
  @ApiProperty({ type: Number, nullable: true }) clonedFromArticleId: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'The article this one is a clone of' })
  clonedFromId: number | null;
  @ApiProperty({
    type: () => ClonedFromDto,
    nullable: true,
    description:
      "The source's title and website; null when not a clone, the source is gone, or the reader may not read its website",
  })
  clonedFrom: ClonedFromDto | null;
  @ApiProperty({ description: 'Clones of this article that exist on their destinations' })
  cloneCount: number;
  @ApiProperty({ description: 'On a clone: its source changed since it was pushed' })
  sourceChanged: boolean;
  @ApiProperty({ type: Number, nullable: true }) assignedToUserId: number | null;
  @ApiProperty({ type: String, nullable: true }) assignedToName: string | null;
  @ApiProperty() generatedByAi: boolean;
  @ApiProperty() link: string;
  @ApiProperty() deletedInWp: boolean;
}

export class ArticlePageDto {
  @ApiProperty({ type: [ArticleListItemDto] }) data: ArticleListItemDto[];
  @ApiProperty({
    description:
      'Exact from the per-website, per-status counters when only website/status filter; otherwise counted up to 10000',
  })
  total: number;
  @ApiProperty({ description: 'False when total is a lower bound (10000 or more rows)' })
  totalExact: boolean;
  @ApiProperty() page: number;
  @ApiProperty() perPage: number;
  @ApiProperty({ type: String, nullable: true, description: 'Pass as `cursor` for the next page' })
  nextCursor: string | null;
}

export class ArticleDetailDto extends ArticleListItemDto {
  @ApiProperty({ description: 'Percent-decoded; empty for drafts without one yet' }) slug: string;
  @ApiProperty({ type: String, nullable: true, description: 'WordPress `date`: site-local time' })
  createdAtLocal: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'WordPress `modified`: site-local' })
  modifiedAtLocal: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Set by an editor in Yoast; null if not',
  })
  seoTitle: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'What Yoast generates' })
  seoTitleDefault: string | null;
  /** Moves by one on every assignment ("Assigned to"); a change names the one it showed. */
  @RecordVersion()
  assignmentVersion: number;
  @ApiProperty({ type: String, nullable: true }) ogTitle: string | null;
  @ApiProperty({ type: String, nullable: true }) ogTitleDefault: string | null;
  @ApiProperty({ type: String, nullable: true }) metaDescription: string | null;
  @ApiProperty({ type: String, nullable: true }) metaDescriptionDefault: string | null;
  @ApiProperty({ type: String, nullable: true }) ogDescription: string | null;
  @ApiProperty({ type: String, nullable: true }) ogDescriptionDefault: string | null;
  @ApiProperty({ type: String, nullable: true }) focusKeyword: string | null;
  @ApiProperty({
    description:
      'Sanitised HTML; empty when the post is password-protected and the reader may not write on the website',
  })
  contentHtml: string;
  @ApiProperty({
    description: 'The body and excerpts of a protected post are withheld from this reader',
  })
  contentWithheld: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'Written by an editor; null if not' })
  excerpt: string | null;
  @ApiProperty({ type: String, nullable: true, description: "WordPress's generated excerpt" })
  excerptGenerated: string | null;
  @ApiProperty({ type: String, nullable: true }) featuredImageUrl: string | null;
  @ApiProperty({ type: [String] }) categories: string[];
  @ApiProperty({
    type: 'array',
    items: { type: 'array', items: { type: 'string' } },
    description: "Each category's names from its root category down (World › Politics)",
  })
  categoryPaths: string[][];
  @ApiProperty({ type: [String] }) tags: string[];
  @ApiProperty({ type: Number, nullable: true }) authorRemoteId: number | null;
  @ApiProperty() updatedAt: string;
}

export class ArticleAuthorsQueryDto {
  @ApiProperty({ required: false })
  @IsOptional()
  @Type(() => Number)
  @IsId('websiteId must be a valid id.')
  websiteId?: number;
}

export class ArticleAuthorsDto {
  @ApiProperty({ type: [String] }) data: string[];
}

export class AssignArticleDto {
  @ApiProperty({ type: Number, nullable: true, description: 'The user; null: nobody' })
  // Checked after the article's access (a missing value is refused by the service).
  @ValidateIf((_: object, value: unknown) => value !== null && value !== undefined)
  @IsId('userId must be a valid user id or null.')
  userId: number | null;

  /** The article's `assignmentVersion` the drawer showed. */
  @EditVersion()
  version?: number;
}

export class ArticleAssigneeDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
}

export class ArticleAssigneesDto {
  @ApiProperty({ type: [ArticleAssigneeDto] }) data: ArticleAssigneeDto[];
}

export class ArticleAssignedDto {
  @ApiProperty() message: string;
  @ApiProperty({ type: Number, nullable: true }) assignedToUserId: number | null;
  @ApiProperty({ type: String, nullable: true }) assignedToName: string | null;
  /** The version to name in the next change. */
  @RecordVersion()
  assignmentVersion: number;
}
