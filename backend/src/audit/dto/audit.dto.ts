import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDate, IsIn, IsOptional } from 'class-validator';
import {
  AUDIT_ACTIONS,
  AUDIT_SUBJECTS,
  type AuditAction,
  type AuditSubject,
} from '../../core/audit/audit-trail';
import { PAGE_SIZES, SORT_DIRECTIONS, type SortDirection } from '../../core/http/pagination';
import { IsId, TextRules } from '../../core/http/text-rules';

/** Filters of the trail, for the list and its CSV export alike. */
export class AuditFilterDto {
  @ApiProperty({ required: false, enum: AUDIT_SUBJECTS, description: 'What kind of record' })
  @IsOptional()
  @IsIn(AUDIT_SUBJECTS, { message: `subject must be one of ${AUDIT_SUBJECTS.join(', ')}.` })
  subject?: AuditSubject;

  @ApiProperty({ required: false, description: 'One record (with subject): its History' })
  @IsOptional()
  @Type(() => Number)
  @IsId('subjectId must be a valid id.')
  subjectId?: number;

  @ApiProperty({ required: false, enum: AUDIT_ACTIONS })
  @IsOptional()
  @IsIn(AUDIT_ACTIONS, { message: `action must be one of ${AUDIT_ACTIONS.join(', ')}.` })
  action?: AuditAction;

  @ApiProperty({ required: false, description: 'Who made the change' })
  @IsOptional()
  @Type(() => Number)
  @IsId('actorId must be a valid id.')
  actorId?: number;

  @ApiProperty({ required: false, type: String, format: 'date-time', description: 'At or after' })
  @IsOptional()
  @Type(() => Date)
  @IsDate({ message: 'from must be a date (ISO 8601).' })
  from?: Date;

  @ApiProperty({ required: false, type: String, format: 'date-time', description: 'Before' })
  @IsOptional()
  @Type(() => Date)
  @IsDate({ message: 'to must be a date (ISO 8601).' })
  to?: Date;

  @ApiProperty({
    required: false,
    maxLength: 100,
    description: "Words of the record's name or the author's address",
  })
  @TextRules({
    type: 'q must be text.',
    max: [100, 'The search text must be at most 100 characters.'],
    optional: true,
  })
  q?: string;

  @ApiProperty({ required: false, enum: SORT_DIRECTIONS, default: 'desc' })
  @IsIn(SORT_DIRECTIONS, { message: 'sortDir must be asc or desc.' })
  sortDir: SortDirection = 'desc';
}

/** `GET /api/audit`: newest first, paged by keyset (`cursor`: the previous page's `nextCursor`). */
export class AuditQueryDto extends AuditFilterDto {
  @ApiProperty({ required: false, enum: PAGE_SIZES, default: 25 })
  @Type(() => Number)
  @IsIn(PAGE_SIZES, { message: `perPage must be one of ${PAGE_SIZES.join(', ')}.` })
  perPage: number = 25;

  @ApiProperty({
    required: false,
    description: 'Opaque keyset cursor: `nextCursor` of the previous page',
  })
  @TextRules({
    type: 'cursor must be text.',
    max: [64, 'The cursor is not valid.'],
    optional: true,
  })
  cursor?: string;
}

/** A field's value as the trail keeps it: text, a number, yes/no, or a list (permissions). */
const AUDIT_VALUE: ApiPropertyOptions = {
  required: false,
  nullable: true,
  oneOf: [
    { type: 'string' },
    { type: 'number' },
    { type: 'boolean' },
    { type: 'array', items: { oneOf: [{ type: 'string' }, { type: 'number' }] } },
  ],
};

export class AuditChangeDto {
  @ApiProperty() field: string;
  @ApiProperty({ ...AUDIT_VALUE, description: 'The value before' })
  before?: unknown;
  @ApiProperty({ ...AUDIT_VALUE, description: 'The value after' })
  after?: unknown;
  @ApiProperty({ required: false, description: 'A secret: it changed, its values are never kept' })
  secret?: boolean;
}

export class AuditEntryDto {
  @ApiProperty() id: string;
  @ApiProperty() at: string;
  @ApiProperty({ type: Number, nullable: true }) actorId: number | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Their name now (null: the product, or deleted)',
  })
  actorName: string | null;
  @ApiProperty({ type: String, nullable: true }) actorEmail: string | null;
  @ApiProperty({ type: String, nullable: true }) ip: string | null;
  @ApiProperty({ type: String, nullable: true }) userAgent: string | null;
  @ApiProperty({ enum: AUDIT_SUBJECTS }) subject: AuditSubject;
  @ApiProperty({ type: Number, nullable: true }) subjectId: number | null;
  @ApiProperty() label: string;
  @ApiProperty({ enum: AUDIT_ACTIONS }) action: AuditAction;
  @ApiProperty({ type: [AuditChangeDto] }) changes: AuditChangeDto[];
}

export class AuditPageDto {
  @ApiProperty({ type: [AuditEntryDto] }) data: AuditEntryDto[];
  @ApiProperty({
    description:
      'Matching entries, counted up to 1,000; a search by common words counts among the newest 10,000 entries the filters keep (see totalExact)',
  })
  total: number;
  @ApiProperty({ description: 'False when there are more than `total`' }) totalExact: boolean;
  @ApiProperty() perPage: number;
  @ApiProperty({ type: String, nullable: true, description: 'Pass as `cursor` for the next page' })
  nextCursor: string | null;
}
