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
} from 'class-validator';
import { PageQueryDto } from '../../core/http/pagination';
import { IsId, TextRules, type TextRuleSet } from '../../core/http/text-rules';
import { isWebsiteUrl } from '../website-url';

export const NAME_REQUIRED = 'The name field is required.';
export const URL_REQUIRED = 'The url field is required.';
export const URL_INVALID = 'Invalid URL format';

const NAME: TextRuleSet = {
  required: NAME_REQUIRED,
  type: 'The name must be text.',
  max: [255, 'The name must be at most 255 characters.'],
};

const URL_RULES: TextRuleSet = {
  required: URL_REQUIRED,
  type: URL_INVALID,
  max: [500, 'The url must be at most 500 characters.'],
};

const WebsiteUrl = (optional: boolean) =>
  applyDecorators(
    TextRules({ ...URL_RULES, optional }),
    ValidateBy({
      name: 'websiteUrl',
      validator: {
        validate: (value: unknown) =>
          typeof value !== 'string' || value.length === 0 || isWebsiteUrl(value),
        defaultMessage: () => URL_INVALID,
      },
    }),
  );

const API_USERNAME: TextRuleSet = {
  type: 'The API username must be text.',
  max: [255, 'The API username must be at most 255 characters.'],
};

/** Application passwords are 24 characters, shown in groups of four. */
const API_KEY: TextRuleSet = {
  type: 'The API key must be text.',
  max: [255, 'The API key must be at most 255 characters.'],
};

const LANGUAGE: TextRuleSet = {
  type: 'The language must be text.',
  patterns: [
    [/^[a-z]{2,3}([-_][A-Za-z0-9]{2,8})?$/, 'The language must be a code such as en or it.'],
  ],
};

const DEFAULT_AUTHOR: TextRuleSet = {
  type: 'The default author must be text.',
  max: [255, 'The default author must be at most 255 characters.'],
};

/** Nullable foreign ids: absent leaves as is, null clears. */
const OptionalId = (label: string) =>
  applyDecorators(
    ValidateIf((_: object, value: unknown) => value !== undefined && value !== null),
    IsId(`The ${label} must be a valid id.`),
  );

const SyncInterval = () =>
  applyDecorators(
    ValidateIf((_: object, value: unknown) => value !== undefined && value !== null),
    IsInt({ message: 'The sync interval must be a whole number of minutes.' }),
    Min(15, { message: 'The sync interval must be at least 15 minutes.' }),
    Max(10080, { message: 'The sync interval must be at most 10080 minutes (one week).' }),
  );

const SyncDays = () =>
  applyDecorators(
    ValidateIf((_: object, value: unknown) => value !== undefined && value !== null),
    IsInt({ message: 'The sync window must be a whole number of days.' }),
    Min(1, { message: 'The sync window must be at least 1 day.' }),
    Max(36500, { message: 'The sync window must be at most 36500 days.' }),
  );

/** Text that may be cleared: empty string becomes null. */
const emptyToNull = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && value.trim() === '' ? null : value,
  );

class WebsiteFields {
  @ApiProperty({ required: false, type: String, nullable: true, maxLength: 255 })
  @emptyToNull()
  @ValidateIf((_: object, value: unknown) => value !== undefined && value !== null)
  @TextRules(API_USERNAME)
  apiUsername?: string | null;

  @ApiProperty({
    required: false,
    maxLength: 255,
    description: 'WordPress application password; stored encrypted and never returned',
  })
  @TextRules({ ...API_KEY, optional: true })
  apiKey?: string;

  @ApiProperty({ required: false, type: String, nullable: true, example: 'en' })
  @emptyToNull()
  @ValidateIf((_: object, value: unknown) => value !== undefined && value !== null)
  @TextRules(LANGUAGE)
  language?: string | null;

  @ApiProperty({ required: false, type: Number, nullable: true })
  @OptionalId('AI provider')
  aiProviderId?: number | null;

  @ApiProperty({
    required: false,
    type: Number,
    nullable: true,
    description: "A service of the AI provider: the model the website's AI work runs on",
  })
  @OptionalId('AI service')
  aiServiceId?: number | null;

  @ApiProperty({ required: false, type: Number, nullable: true })
  @OptionalId('translation provider')
  translationProviderId?: number | null;

  @ApiProperty({
    required: false,
    type: Number,
    nullable: true,
    description: 'Scheduled sync every N minutes (15–10080); null turns it off',
  })
  @SyncInterval()
  syncIntervalMinutes?: number | null;

  @ApiProperty({
    required: false,
    type: Number,
    nullable: true,
    description:
      'How many days back (by modification date) a first or full sync reaches; null reaches every post',
  })
  @SyncDays()
  syncDays?: number | null;

  @ApiProperty({
    required: false,
    type: String,
    nullable: true,
    maxLength: 255,
    description:
      'A login or email of a user of this site: the author of copies whose source author has no account here (null: the API user)',
  })
  @emptyToNull()
  @ValidateIf((_: object, value: unknown) => value !== undefined && value !== null)
  @TextRules(DEFAULT_AUTHOR)
  defaultAuthor?: string | null;

  @ApiProperty({
    required: false,
    description:
      "Verbatim copies written here name their source as the page's canonical (Yoast); on by default",
  })
  @IsOptional()
  @IsBoolean({ message: 'The canonical setting must be true or false.' })
  canonicalToSource?: boolean;

  @ApiProperty({
    required: false,
    description:
      "Verbatim copies written here keep their source's publication date; off by default (the copy's own time)",
  })
  @IsOptional()
  @IsBoolean({ message: 'The date setting must be true or false.' })
  keepSourceDate?: boolean;

  @ApiProperty({
    required: false,
    description:
      'AI copies for this website wait in the review list until a person sends them; on by default',
  })
  @IsOptional()
  @IsBoolean({ message: 'The review setting must be true or false.' })
  reviewAi?: boolean;
}

export class CreateWebsiteDto extends WebsiteFields {
  @ApiProperty({ maxLength: 255, example: 'Daily News' })
  @TextRules(NAME)
  name: string;

  @ApiProperty({ maxLength: 500, example: 'https://news.example.com' })
  @WebsiteUrl(false)
  url: string;

  @ApiProperty({ required: false, description: 'Administrators only; others use their account' })
  @IsOptional()
  @IsId('The account must be a valid id.')
  accountId?: number;
}

export class UpdateWebsiteDto extends WebsiteFields {
  @ApiProperty({ required: false, maxLength: 255 })
  @TextRules({ ...NAME, optional: true })
  name?: string;

  @ApiProperty({ required: false, maxLength: 500 })
  @WebsiteUrl(true)
  url?: string;

  @EditVersion()
  version?: number;
}

export const WEBSITE_SORTS = ['name', 'url', 'createdAt', 'updatedAt'] as const;
export type WebsiteSort = (typeof WEBSITE_SORTS)[number];

export class WebsiteQueryDto extends PageQueryDto {
  @ApiProperty({ required: false, enum: WEBSITE_SORTS, default: 'name' })
  @IsIn(WEBSITE_SORTS, { message: `sortBy must be one of ${WEBSITE_SORTS.join(', ')}.` })
  sortBy: WebsiteSort = 'name';

  @ApiProperty({ required: false, type: Boolean })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    value === 'true' ? true : value === 'false' ? false : value,
  )
  @IsBoolean({ message: 'verified must be true or false.' })
  verified?: boolean;

  @ApiProperty({ required: false, description: 'Administrators: only this account' })
  @IsOptional()
  @Type(() => Number)
  @IsId('accountId must be a valid id.')
  accountId?: number;

  @ApiProperty({
    required: false,
    description:
      'Only websites this user is assigned to (an administrator: all), each with `assignee`',
  })
  @IsOptional()
  @Type(() => Number)
  @IsId('assignedTo must be a valid user id.')
  assignedTo?: number;
}

/** The `assignedTo` user's assignment to a website. */
export class WebsiteAssigneeDto {
  @ApiProperty() userId: number;
  @ApiProperty({ description: 'Whether that user may change, verify and sync it' })
  canWrite: boolean;
}

export class WebsiteDto {
  @ApiProperty() id: number;
  @ApiProperty() accountId: number;
  @ApiProperty() name: string;
  @ApiProperty() url: string;
  @ApiProperty({ type: String, nullable: true }) apiUsername: string | null;
  @ApiProperty({ type: String, nullable: true, example: '••••••••' }) apiKeyMasked: string | null;
  @ApiProperty({ type: String, nullable: true }) language: string | null;
  @ApiProperty({ type: Number, nullable: true }) aiProviderId: number | null;
  @ApiProperty({ type: Number, nullable: true }) aiServiceId: number | null;
  @ApiProperty({ type: Number, nullable: true }) translationProviderId: number | null;
  @ApiProperty() verified: boolean;
  @ApiProperty({ type: String, nullable: true }) verifiedAt: string | null;
  @ApiProperty({ type: String, nullable: true }) wpVersion: string | null;
  @ApiProperty({ type: String, nullable: true }) timezone: string | null;
  @ApiProperty() yoastActive: boolean;
  @ApiProperty({
    description:
      'The ai multisite connector plugin is installed (a verbatim copy can name its source as canonical without Yoast)',
  })
  connectorActive: boolean;
  @ApiProperty({ type: String, nullable: true }) lastVerifyError: string | null;
  @ApiProperty({ type: Number, nullable: true }) syncIntervalMinutes: number | null;
  @ApiProperty({ type: String, nullable: true }) lastSyncedAt: string | null;
  @ApiProperty({ type: Number, nullable: true }) syncDays: number | null;
  @ApiProperty({ type: String, nullable: true }) defaultAuthor: string | null;
  @ApiProperty() canonicalToSource: boolean;
  @ApiProperty() keepSourceDate: boolean;
  @ApiProperty({ description: 'AI copies wait for review before they are written here' })
  reviewAi: boolean;
  @ApiProperty({ description: 'Whether the caller may change, verify and sync it' })
  canWrite: boolean;
  @ApiProperty({ description: 'Users assigned to it, administrators included' })
  usersCount: number;
  @ApiProperty({ required: false, type: WebsiteAssigneeDto, description: 'With `assignedTo`' })
  assignee?: WebsiteAssigneeDto;
  @ApiProperty() createdAt: string;
  @ApiProperty() updatedAt: string;
  @RecordVersion() version: number;
}

export class WebsitePageDto {
  @ApiProperty({ type: [WebsiteDto] }) data: WebsiteDto[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() perPage: number;
}

export class WebsiteSavedDto {
  @ApiProperty({ example: 'Saved successfully.' }) message: string;
  @ApiProperty({ type: WebsiteDto }) data: WebsiteDto;
}

/** `POST /api/websites/{id}/verify`. */
export class VerifyWebsiteDto {
  @ApiProperty({
    required: false,
    default: false,
    description:
      'The address answers as another WordPress site than the one synced before: start it afresh as a new site (its articles, copies and media records of the old site are forgotten)',
  })
  @IsOptional()
  @IsBoolean({ message: 'newSite must be true or false.' })
  newSite?: boolean;
}

export class VerifyResultDto {
  @ApiProperty() verified: boolean;
  @ApiProperty({ example: 'Website verified successfully.' }) message: string;
  @ApiProperty({ type: String, nullable: true }) wpVersion: string | null;
  @ApiProperty() timezone: string;
  @ApiProperty() yoastActive: boolean;
  @ApiProperty() connectorActive: boolean;
}
