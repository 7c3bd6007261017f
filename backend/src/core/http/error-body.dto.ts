import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

class RecordEditorDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
}

/** With 409 `record.changed`: the record as it is now, and who saved it meanwhile. */
export class RecordChangeDto {
  @ApiProperty({ type: 'integer' }) version: number;
  @ApiProperty({ type: RecordEditorDto, nullable: true }) by: RecordEditorDto | null;
  @ApiProperty({ type: String, nullable: true, description: 'When they saved it' })
  at: string | null;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'The record as its read route shows it now',
  })
  record: Record<string, unknown>;
}

/** The one error shape of every 4xx/5xx answer (see ErrorFilter), as the OpenAPI document shows it. */
export class ErrorBodyDto {
  @ApiProperty({ example: 409 }) statusCode: number;

  @ApiProperty({
    example: 'role.in_use',
    description: 'Stable and dotted: what clients translate by (`errors.<code>`).',
  })
  code: string;

  @ApiProperty({ example: 'There are users assigned to this role.' }) message: string;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }] },
    example: { count: 3 },
    description:
      'The values the message names (`count`, `name`…), for the client translation of `errors.<code>`; `count` also picks the plural form.',
  })
  params?: Record<string, string | number>;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'string' } },
    example: { name: ['A role with this name already exists.'] },
    description: 'Each field at fault and its messages.',
  })
  errors?: Record<string, string[]>;

  @ApiPropertyOptional({
    description: "A domain failure's machine reason (e.g. a failed verification).",
  })
  reason?: string;

  @ApiPropertyOptional({ description: 'The sentence a person can act on, beside `reason`.' })
  detail?: string;

  @ApiPropertyOptional({ type: RecordChangeDto, description: 'With `record.changed` only.' })
  changed?: RecordChangeDto;
}
