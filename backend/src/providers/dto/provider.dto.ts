import { EditVersion, RecordVersion } from '../../core/http/edit-version';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  Max,
  Min,
  ValidateBy,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { PageQueryDto } from '../../core/http/pagination';
import { IsId, NotNullWhenPresent, TextRules, type TextRuleSet } from '../../core/http/text-rules';
import {
  PROVIDER_PROTOCOLS,
  PROVIDER_TYPES,
  type ProviderProtocol,
  type ProviderType,
} from '../entities/provider.entity';

export class ProviderOptionsQueryDto {
  @ApiProperty({
    enum: PROVIDER_TYPES,
    required: false,
    description: 'Only AI or only translation providers; both when left out.',
  })
  @IsOptional()
  @IsIn(PROVIDER_TYPES, { message: 'The type must be ai or translation.' })
  type?: ProviderType;
}

/** What a website's provider selector shows: inactive providers cannot be newly chosen. */
export class ProviderOptionDto {
  @ApiProperty() id: number;
  @ApiProperty({ example: 'openai' }) name: string;
  @ApiProperty({ example: 'OpenAI' }) prettyName: string;
  @ApiProperty({ enum: PROVIDER_TYPES }) type: ProviderType;
  @ApiProperty() active: boolean;
}

export class ProviderOptionsDto {
  @ApiProperty({ type: [ProviderOptionDto] }) data: ProviderOptionDto[];
}

const NAME: TextRuleSet = {
  required: 'Name is required',
  type: 'Name must be text',
  max: [100, 'Name must be at most 100 characters'],
  patterns: [[/^[a-z0-9_-]+$/, 'Name may only contain lowercase letters, digits, _ and -']],
};
const PRETTY_NAME: TextRuleSet = {
  required: 'Pretty name is required',
  type: 'Pretty name must be text',
  max: [255, 'Pretty name must be at most 255 characters'],
};
const DESCRIPTION: TextRuleSet = {
  type: 'Description must be text',
  max: [2000, 'Description must be at most 2000 characters'],
};
const BASE_URL: TextRuleSet = {
  type: 'Base URL must be text',
  max: [500, 'Base URL must be at most 500 characters'],
  patterns: [[/^https?:\/\/[^\s/@]+(\/\S*)?$/i, 'Base URL must be an http or https address']],
};
const API_KEY: TextRuleSet = {
  type: 'API key must be text',
  max: [1000, 'API key must be at most 1000 characters'],
};

/** Empty text becomes null (a cleared field). */
const emptyToNull = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && value.trim() === '' ? null : value,
  );

/** Optional text that may be cleared with null or "". */
const NullableText = (rules: TextRuleSet) =>
  applyDecorators(
    emptyToNull(),
    ValidateIf((_: object, value: unknown) => value !== undefined && value !== null),
    TextRules(rules),
  );

/** A whole number per minute, or null for no limit. */
const PerMinute = (label: string) =>
  applyDecorators(
    ValidateIf((_: object, value: unknown) => value !== undefined && value !== null),
    IsInt({ message: `${label} must be a whole number` }),
    Min(1, { message: `${label} must be at least 1` }),
    Max(100_000_000, { message: `${label} must be at most 100000000` }),
  );

const Flag = (label: string) =>
  applyDecorators(NotNullWhenPresent(), IsBoolean({ message: `${label} must be true or false` }));

class ProviderFields {
  @ApiProperty({ required: false, type: String, nullable: true, maxLength: 2000 })
  @NullableText(DESCRIPTION)
  description?: string | null;

  @ApiProperty({ required: false, default: true })
  @Flag('Active')
  active?: boolean;

  @ApiProperty({
    required: false,
    type: String,
    nullable: true,
    maxLength: 500,
    example: 'https://api.openai.com/v1',
    description: "The API's root; empty: the protocol's public default",
  })
  @NullableText(BASE_URL)
  baseUrl?: string | null;

  @ApiProperty({
    required: false,
    type: String,
    nullable: true,
    maxLength: 1000,
    description: 'Stored encrypted and never returned; null removes it, absent keeps it',
  })
  @ValidateIf((_: object, value: unknown) => value !== undefined && value !== null)
  @TextRules(API_KEY)
  apiKey?: string | null;

  @ApiProperty({ required: false, type: Number, nullable: true, description: 'null: no limit' })
  @PerMinute('Requests per minute')
  requestsPerMinute?: number | null;

  @ApiProperty({
    required: false,
    type: Number,
    nullable: true,
    description: 'Tokens (AI) or characters (translation) per minute; null: no limit',
  })
  @PerMinute('Tokens per minute')
  tokensPerMinute?: number | null;
}

export class CreateProviderDto extends ProviderFields {
  @ApiProperty({ maxLength: 100, pattern: '^[a-z0-9_-]+$', example: 'openai' })
  @TextRules(NAME)
  name: string;

  @ApiProperty({ maxLength: 255, example: 'OpenAI' })
  @TextRules(PRETTY_NAME)
  prettyName: string;

  @ApiProperty({ enum: PROVIDER_TYPES })
  @IsIn(PROVIDER_TYPES, { message: 'Type must be ai or translation' })
  type: ProviderType;

  @ApiProperty({ enum: PROVIDER_PROTOCOLS })
  @IsIn(PROVIDER_PROTOCOLS, { message: `Protocol must be one of ${PROVIDER_PROTOCOLS.join(', ')}` })
  protocol: ProviderProtocol;
}

export class UpdateProviderDto extends ProviderFields {
  @ApiProperty({ required: false, maxLength: 100, pattern: '^[a-z0-9_-]+$' })
  @TextRules({ ...NAME, optional: true })
  name?: string;

  @ApiProperty({ required: false, maxLength: 255 })
  @TextRules({ ...PRETTY_NAME, optional: true })
  prettyName?: string;

  @ApiProperty({ required: false, enum: PROVIDER_TYPES })
  @NotNullWhenPresent()
  @IsIn(PROVIDER_TYPES, { message: 'Type must be ai or translation' })
  type?: ProviderType;

  @ApiProperty({ required: false, enum: PROVIDER_PROTOCOLS })
  @NotNullWhenPresent()
  @IsIn(PROVIDER_PROTOCOLS, { message: `Protocol must be one of ${PROVIDER_PROTOCOLS.join(', ')}` })
  protocol?: ProviderProtocol;

  @EditVersion()
  version?: number;
}

const toBool = () =>
  Transform(({ value }: { value: unknown }) =>
    value === 'true' ? true : value === 'false' ? false : value,
  );

export const PROVIDER_SORTS = ['name', 'prettyName', 'type', 'createdAt', 'updatedAt'] as const;
export type ProviderSort = (typeof PROVIDER_SORTS)[number];

export class ProviderQueryDto extends PageQueryDto {
  @ApiProperty({ required: false, enum: PROVIDER_SORTS, default: 'prettyName' })
  @IsIn(PROVIDER_SORTS, { message: `sortBy must be one of ${PROVIDER_SORTS.join(', ')}.` })
  sortBy: ProviderSort = 'prettyName';

  @ApiProperty({ required: false, enum: PROVIDER_TYPES })
  @IsOptional()
  @IsIn(PROVIDER_TYPES, { message: 'type must be ai or translation.' })
  type?: ProviderType;

  @ApiProperty({ required: false, type: Boolean })
  @IsOptional()
  @toBool()
  @IsBoolean({ message: 'active must be true or false.' })
  active?: boolean;
}

export class ProviderDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() prettyName: string;
  @ApiProperty({ type: String, nullable: true }) description: string | null;
  @ApiProperty({ enum: PROVIDER_TYPES }) type: ProviderType;
  @ApiProperty({ enum: PROVIDER_PROTOCOLS }) protocol: ProviderProtocol;
  @ApiProperty() active: boolean;
  @ApiProperty({ type: String, nullable: true }) baseUrl: string | null;
  @ApiProperty({ type: String, nullable: true, example: '••••••••' }) apiKeyMasked: string | null;
  @ApiProperty({ type: Number, nullable: true }) requestsPerMinute: number | null;
  @ApiProperty({ type: Number, nullable: true }) tokensPerMinute: number | null;
  @ApiProperty() servicesCount: number;
  @ApiProperty({ description: 'Websites that use the provider' }) websitesCount: number;
  @ApiProperty() createdAt: string;
  @ApiProperty() updatedAt: string;
  @RecordVersion() version: number;
}

export class ProviderPageDto {
  @ApiProperty({ type: [ProviderDto] }) data: ProviderDto[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() perPage: number;
}

export class ProviderSavedDto {
  @ApiProperty({ example: 'Saved successfully.' }) message: string;
  @ApiProperty({ type: ProviderDto }) data: ProviderDto;
}

// ---- services ----

export const MAX_SETTINGS = 50;

export class ServiceSettingDto {
  @ApiProperty({ maxLength: 100, example: 'max_tokens' })
  @TextRules({
    required: 'Setting key is required',
    type: 'Setting key must be text',
    max: [100, 'Setting key must be at most 100 characters'],
  })
  key: string;

  @ApiProperty({ maxLength: 2000, example: '800' })
  @TextRules({
    type: 'Setting value must be text',
    max: [2000, 'Setting value must be at most 2000 characters'],
    keepSpaces: true,
  })
  value: string;
}

function settingsProblem(value: unknown): string | null {
  if (!Array.isArray(value)) return 'Settings must be a list of key and value pairs';
  if (value.length > MAX_SETTINGS) return `A service can have at most ${MAX_SETTINGS} settings`;
  const keys = value
    .map((s) => (s as { key?: unknown } | null)?.key)
    .filter((k) => typeof k === 'string');
  if (new Set(keys).size !== keys.length) return 'Setting keys must be unique';
  return null;
}

const SettingsRules = () =>
  applyDecorators(
    NotNullWhenPresent(),
    ValidateBy({
      name: 'settingsList',
      validator: {
        validate: (value: unknown) => settingsProblem(value) === null,
        defaultMessage: (args) => settingsProblem(args?.value) ?? '',
      },
    }),
    Type(() => ServiceSettingDto),
    ValidateNested({ each: true }),
  );

/** A non-negative number (or null), at most `max`, with one message. */
const Amount = (label: string, max: number) =>
  applyDecorators(
    ValidateIf((_: object, value: unknown) => value !== undefined && value !== null),
    ValidateBy({
      name: 'amount',
      validator: {
        validate: (value: unknown) =>
          typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= max,
        defaultMessage: () => `${label} must be a number from 0 to ${max}`,
      },
    }),
  );

const MODEL: TextRuleSet = {
  required: 'Model or endpoint is required',
  type: 'Model or endpoint must be text',
  max: [255, 'Model or endpoint must be at most 255 characters'],
};
const SERVICE_NAME: TextRuleSet = {
  required: 'Name is required',
  type: 'Name must be text',
  max: [255, 'Name must be at most 255 characters'],
};

class ServiceFields {
  @ApiProperty({ required: false, type: String, nullable: true, maxLength: 2000 })
  @NullableText(DESCRIPTION)
  description?: string | null;

  @ApiProperty({ required: false, type: [ServiceSettingDto], maxItems: MAX_SETTINGS })
  @SettingsRules()
  settings?: ServiceSettingDto[];

  @ApiProperty({ required: false, type: Number, nullable: true, minimum: 0, maximum: 2 })
  @Amount('Temperature', 2)
  temperature?: number | null;

  @ApiProperty({
    required: false,
    type: Number,
    nullable: true,
    description: 'Per million input tokens',
  })
  @Amount('Input price', 1_000_000)
  priceInputPerMillion?: number | null;

  @ApiProperty({
    required: false,
    type: Number,
    nullable: true,
    description: 'Per million output tokens',
  })
  @Amount('Output price', 1_000_000)
  priceOutputPerMillion?: number | null;

  @ApiProperty({
    required: false,
    type: Number,
    nullable: true,
    description: 'Per million characters',
  })
  @Amount('Character price', 1_000_000)
  pricePerMillionChars?: number | null;

  @ApiProperty({ required: false, default: true })
  @Flag('Active')
  active?: boolean;
}

export class CreateServiceDto extends ServiceFields {
  @ApiProperty({ maxLength: 255, example: 'GPT-4o mini' })
  @TextRules(SERVICE_NAME)
  name: string;

  @ApiProperty({ maxLength: 255, example: 'gpt-4o-mini' })
  @TextRules(MODEL)
  model: string;
}

export class UpdateServiceDto extends ServiceFields {
  @ApiProperty({ required: false, maxLength: 255 })
  @TextRules({ ...SERVICE_NAME, optional: true })
  name?: string;

  @ApiProperty({ required: false, maxLength: 255 })
  @TextRules({ ...MODEL, optional: true })
  model?: string;
}

export const SERVICE_SORTS = ['name', 'model', 'createdAt', 'updatedAt'] as const;
export type ServiceSort = (typeof SERVICE_SORTS)[number];

export class ServiceQueryDto extends PageQueryDto {
  @ApiProperty({ required: false, enum: SERVICE_SORTS, default: 'name' })
  @IsIn(SERVICE_SORTS, { message: `sortBy must be one of ${SERVICE_SORTS.join(', ')}.` })
  sortBy: ServiceSort = 'name';

  @ApiProperty({ required: false, description: "Only this provider's services" })
  @IsOptional()
  @Type(() => Number)
  @IsId('providerId must be a valid id.')
  providerId?: number;

  @ApiProperty({ required: false, enum: PROVIDER_TYPES })
  @IsOptional()
  @IsIn(PROVIDER_TYPES, { message: 'type must be ai or translation.' })
  type?: ProviderType;

  @ApiProperty({ required: false, type: Boolean })
  @IsOptional()
  @toBool()
  @IsBoolean({ message: 'active must be true or false.' })
  active?: boolean;
}

export class ServiceOptionsQueryDto {
  @ApiProperty({
    required: false,
    description: 'The provider whose services a website may choose; every AI service when left out',
  })
  @IsOptional()
  @Type(() => Number)
  @IsId('providerId must be a valid id.')
  providerId?: number;
}

export class ServiceOptionDto {
  @ApiProperty() id: number;
  @ApiProperty() providerId: number;
  @ApiProperty() name: string;
  @ApiProperty() model: string;
  @ApiProperty() active: boolean;
}

export class ServiceOptionsDto {
  @ApiProperty({ type: [ServiceOptionDto] }) data: ServiceOptionDto[];
}

export class ServiceDto {
  @ApiProperty() id: number;
  @ApiProperty() providerId: number;
  @ApiProperty() providerName: string;
  @ApiProperty({ enum: PROVIDER_TYPES }) providerType: ProviderType;
  @ApiProperty() providerActive: boolean;
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true }) description: string | null;
  @ApiProperty() model: string;
  @ApiProperty({ type: [ServiceSettingDto] }) settings: ServiceSettingDto[];
  @ApiProperty({ type: Number, nullable: true }) temperature: number | null;
  @ApiProperty({ type: Number, nullable: true }) priceInputPerMillion: number | null;
  @ApiProperty({ type: Number, nullable: true }) priceOutputPerMillion: number | null;
  @ApiProperty({ type: Number, nullable: true }) pricePerMillionChars: number | null;
  @ApiProperty() active: boolean;
  @ApiProperty({ description: 'Websites that use the service' }) websitesCount: number;
  @ApiProperty() createdAt: string;
  @ApiProperty() updatedAt: string;
}

export class ServicePageDto {
  @ApiProperty({ type: [ServiceDto] }) data: ServiceDto[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() perPage: number;
}

export class ServiceSavedDto {
  @ApiProperty({ example: 'Saved successfully.' }) message: string;
  @ApiProperty({ type: ServiceDto }) data: ServiceDto;
}

export class ConnectionTestDto {
  @ApiProperty({ description: 'Whether the provider answered as expected' }) ok: boolean;
  @ApiProperty({ description: 'Round trip in milliseconds' }) latencyMs: number;
  @ApiProperty({ required: false, description: 'The model or service tested' }) model?: string;
  @ApiProperty({ required: false, description: 'A failure code (`provider.call.bad_key`)' })
  code?: string;
  @ApiProperty({ required: false, description: 'The failure in plain words' }) message?: string;
  @ApiProperty({ required: false, description: 'What the provider answered (its own words)' })
  detail?: string;
}
