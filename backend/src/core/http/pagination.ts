import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, Max, Min } from 'class-validator';
import { TextRules } from './text-rules';

/** Spec §9: the page sizes a list offers. */
export const PAGE_SIZES = [5, 10, 20, 25, 50, 100] as const;
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** Query of a server-side paged list: `?page=1&perPage=10&q=…&sortDir=asc` (+ the list's sortBy). */
export class PageQueryDto {
  @ApiProperty({ required: false, minimum: 1, default: 1 })
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number.' })
  @Min(1, { message: 'page must be at least 1.' })
  @Max(1_000_000, { message: 'page must be at most 1000000.' })
  page: number = 1;

  @ApiProperty({ required: false, enum: PAGE_SIZES, default: 10 })
  @Type(() => Number)
  @IsIn(PAGE_SIZES, { message: `perPage must be one of ${PAGE_SIZES.join(', ')}.` })
  perPage: number = 10;

  @ApiProperty({ required: false, maxLength: 100, description: 'Search text' })
  @TextRules({
    type: 'q must be text.',
    max: [100, 'The search text must be at most 100 characters.'],
    optional: true,
  })
  q?: string;

  @ApiProperty({ required: false, enum: SORT_DIRECTIONS, default: 'asc' })
  @IsIn(SORT_DIRECTIONS, { message: 'sortDir must be asc or desc.' })
  sortDir: SortDirection = 'asc';
}

/** The envelope of every paged list. */
export interface Page<T> {
  data: T[];
  total: number;
  page: number;
  perPage: number;
}

export const pageOffset = (query: Pick<PageQueryDto, 'page' | 'perPage'>) =>
  (query.page - 1) * query.perPage;

/** Escapes `%`, `_` and `\` so user text matches literally inside LIKE. */
export const likeContains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
