import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/**
 * On an update body: the record's `version` the form was loaded with. A save after someone else's
 * is refused with 409 `record.changed` (see RecordVersions); without it, the save is not checked.
 */
export const EditVersion = () =>
  applyDecorators(
    ApiPropertyOptional({
      type: 'integer',
      minimum: 1,
      description:
        "The record's version the form was loaded with: a save after someone else's answers 409 `record.changed`.",
    }),
    IsOptional(),
    IsInt({ message: 'The version must be a whole number.' }),
    Min(1, { message: 'The version must be a whole number.' }),
    Max(2_147_483_647, { message: 'The version must be a whole number.' }),
  );

/** On a read view: the record's version, sent back with an edit. */
export const RecordVersion = () =>
  ApiProperty({ type: 'integer', description: 'Moves by one on every saved edit.' });
