import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import { Transform, Type } from 'class-transformer';

/** How long the audit trail may be kept: a month at least, ten years at most. */
export const AUDIT_RETENTION_DAYS = { min: 30, max: 3650, default: 365 } as const;

/** Multipart text fields of PUT /api/settings; the files are `icon` and `iconSvg`. */
export class UpdateSettingsDto {
  @ApiProperty({ required: false, maxLength: 120 })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'The title must be text.' })
  @MinLength(1, { message: 'The title is required.' })
  @MaxLength(120, { message: 'The title must be at most 120 characters.' })
  title?: string;

  @ApiProperty({ required: false, enum: ['true', 'false'], description: 'Remove the SVG icon' })
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'removeIconSvg must be true or false.' })
  removeIconSvg?: 'true' | 'false';

  @ApiProperty({ required: false, enum: ['true', 'false'], description: 'Let strangers sign up' })
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'registrationOpen must be true or false.' })
  registrationOpen?: 'true' | 'false';

  @ApiProperty({
    required: false,
    type: 'integer',
    minimum: AUDIT_RETENTION_DAYS.min,
    maximum: AUDIT_RETENTION_DAYS.max,
    description: 'Days the audit trail keeps an entry',
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'auditRetentionDays must be a whole number of days.' })
  @Min(AUDIT_RETENTION_DAYS.min, {
    message: `The audit trail keeps entries at least ${AUDIT_RETENTION_DAYS.min} days.`,
  })
  @Max(AUDIT_RETENTION_DAYS.max, {
    message: `The audit trail keeps entries at most ${AUDIT_RETENTION_DAYS.max} days.`,
  })
  auditRetentionDays?: number;

  @ApiProperty({
    required: false,
    type: 'string',
    format: 'binary',
    description: 'PNG or JPG, 512×512 recommended, ≤ 2 MB',
  })
  icon?: unknown;

  @ApiProperty({
    required: false,
    type: 'string',
    format: 'binary',
    description: 'SVG logo, ≤ 512 KB',
  })
  iconSvg?: unknown;
}

export class SettingsDto {
  @ApiProperty() title: string;
  @ApiProperty({ description: 'Address of the icon' }) icon: string;
  @ApiProperty({ type: String, nullable: true, description: 'Address of the SVG logo' }) icon_svg:
    string | null;
  @ApiProperty() registrationOpen: boolean;
  @ApiProperty({ description: 'Days the audit trail keeps an entry' }) auditRetentionDays: number;
  @ApiProperty() updatedAt: string;
}

export class ProductInfoDto {
  @ApiProperty() title: string;
  @ApiProperty() icon: string;
  @ApiProperty({ type: String, nullable: true }) icon_svg: string | null;
  @ApiProperty() version: string;
  @ApiProperty({ enum: ['en', 'it', 'pl', 'ro', 'ua'] }) defaultLocale: string;
  @ApiProperty() registrationOpen: boolean;
}

export class ProductInfoResponseDto {
  @ApiProperty({ type: ProductInfoDto }) body: ProductInfoDto;
}
