import { EditVersion, RecordVersion } from '../../core/http/edit-version';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsOptional, ValidateBy, ValidateNested } from 'class-validator';
import { PageQueryDto } from '../../core/http/pagination';
import { IsId, NotNullWhenPresent, TextRules, type TextRuleSet } from '../../core/http/text-rules';

export const MAX_SETTINGS = 50;

const NAME: TextRuleSet = {
  required: 'Name is required',
  type: 'Name must be text',
  max: [255, 'Name must be at most 255 characters'],
};
const CODE: TextRuleSet = {
  required: 'Code is required',
  type: 'Code must be text',
  max: [100, 'Code must be at most 100 characters'],
  patterns: [[/^[a-z0-9_-]+$/, 'Code may only contain lowercase letters, digits, _ and -']],
};

export class ModuleSettingDto {
  @ApiProperty({ maxLength: 100, example: 'endpoint' })
  @TextRules({
    required: 'Setting key is required',
    type: 'Setting key must be text',
    max: [100, 'Setting key must be at most 100 characters'],
  })
  key: string;

  @ApiProperty({ maxLength: 2000, example: 'https://example.com' })
  @TextRules({
    type: 'Setting value must be text',
    max: [2000, 'Setting value must be at most 2000 characters'],
    keepSpaces: true,
  })
  value: string;
}

/** Stands in for a settings value that is not an array, so only one message reports it. */
class NotAList extends Array<never> {}

function settingsProblem(value: unknown): string | null {
  if (!Array.isArray(value) || value instanceof NotAList) {
    return 'Settings must be a list of key and value pairs';
  }
  if (value.length > MAX_SETTINGS) return `A module can have at most ${MAX_SETTINGS} settings`;
  const keys = value
    .map((s) => (s as { key?: unknown } | null)?.key)
    .filter((k) => typeof k === 'string');
  if (new Set(keys).size !== keys.length) return 'Setting keys must be unique';
  return null;
}

/** The list as a whole (one message), then each pair through ModuleSettingDto. */
const SettingsRules = () =>
  applyDecorators(
    Type(() => ModuleSettingDto),
    Transform(({ value }: { value: unknown }) =>
      value === undefined || Array.isArray(value) ? value : new NotAList(),
    ),
    ValidateBy({
      name: 'settingsList',
      validator: {
        validate: (value: unknown) => settingsProblem(value) === null,
        defaultMessage: (args) => settingsProblem(args?.value) ?? '',
      },
    }),
    ValidateNested({ each: true }),
  );

/** null moves the module to the root; absent leaves it where it is. */
const ParentRules = () =>
  applyDecorators(IsOptional(), IsId('parentId must be a whole number or null'));

export class CreateModuleDto {
  @ApiProperty({ maxLength: 255, example: 'Article cloning' })
  @TextRules(NAME)
  name: string;

  @ApiProperty({ maxLength: 100, pattern: '^[a-z0-9_-]+$', example: 'article-cloning' })
  @TextRules(CODE)
  code: string;

  @ApiProperty({
    required: false,
    type: Number,
    nullable: true,
    description: 'null: a root module',
  })
  @ParentRules()
  parentId?: number | null;

  @ApiProperty({ required: false, type: [ModuleSettingDto], maxItems: MAX_SETTINGS })
  @NotNullWhenPresent()
  @SettingsRules()
  settings?: ModuleSettingDto[];
}

export class UpdateModuleDto {
  @ApiProperty({ required: false, maxLength: 255 })
  @TextRules({ ...NAME, optional: true })
  name?: string;

  @ApiProperty({ required: false, maxLength: 100, pattern: '^[a-z0-9_-]+$' })
  @TextRules({ ...CODE, optional: true })
  code?: string;

  @ApiProperty({
    required: false,
    type: Number,
    nullable: true,
    description: 'null: a root module',
  })
  @ParentRules()
  parentId?: number | null;

  @ApiProperty({ required: false, type: [ModuleSettingDto], maxItems: MAX_SETTINGS })
  @NotNullWhenPresent()
  @SettingsRules()
  settings?: ModuleSettingDto[];

  @EditVersion()
  version?: number;
}

export const MODULE_SORTS = ['name', 'code', 'createdAt', 'updatedAt'] as const;
export type ModuleSort = (typeof MODULE_SORTS)[number];

export class ModuleQueryDto extends PageQueryDto {
  @ApiProperty({ required: false, enum: MODULE_SORTS, default: 'name' })
  @IsIn(MODULE_SORTS, { message: `sortBy must be one of ${MODULE_SORTS.join(', ')}.` })
  sortBy: ModuleSort = 'name';

  @ApiProperty({ required: false, description: 'Only the children of this module' })
  @IsOptional()
  @Type(() => Number)
  @IsId('parentId must be a whole number.')
  parentId?: number;
}

export class ModuleDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() code: string;
  @ApiProperty({ type: Number, nullable: true }) parentId: number | null;
  @ApiProperty({ type: [ModuleSettingDto] }) settings: ModuleSettingDto[];
  @ApiProperty() createdAt: string;
  @ApiProperty() updatedAt: string;
  @RecordVersion() version: number;
}

export class ModuleTreeNodeDto extends ModuleDto {
  @ApiProperty({ type: () => [ModuleTreeNodeDto] }) children: ModuleTreeNodeDto[];
}

export class ModulePageDto {
  @ApiProperty({ type: [ModuleDto] }) data: ModuleDto[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() perPage: number;
}

export class ModuleSavedDto {
  @ApiProperty({ example: 'Saved successfully.' }) message: string;
  @ApiProperty({ type: ModuleDto }) data: ModuleDto;
}
