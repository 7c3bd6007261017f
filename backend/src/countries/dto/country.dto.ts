import { EditVersion, RecordVersion } from '../../core/http/edit-version';
import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { PageQueryDto } from '../../core/http/pagination';
import { TextRules, type TextRuleSet } from '../../core/http/text-rules';

/** Spec §5: the country rules, with the messages the form shows beside each field. */
const NAME: TextRuleSet = {
  required: 'Name is required',
  type: 'Name must be text',
  max: [100, 'Name must be at most 100 characters'],
};
const ISO2: TextRuleSet = {
  required: 'ISO code 2 is required',
  type: 'ISO code 2 must be text',
  exact: [2, 'ISO code 2 must be exactly 2 characters'],
  upperCase: true,
};
const ISO3: TextRuleSet = {
  required: 'ISO code 3 is required',
  type: 'ISO code 3 must be text',
  exact: [3, 'ISO code 3 must be exactly 3 characters'],
  upperCase: true,
};
const DIALING_PREFIX: TextRuleSet = {
  required: 'Dialing prefix is required',
  type: 'Dialing prefix must be text',
  max: [5, 'Dialing prefix must be at most 5 characters'],
  patterns: [
    [/^\+/, 'Dialing prefix must start with +'],
    [/^\+?\d*$/, 'Dialing prefix must contain only digits after the +'],
  ],
};

const optional = (rules: TextRuleSet): TextRuleSet => ({ ...rules, optional: true });

export class CreateCountryDto {
  @ApiProperty({ maxLength: 100, example: 'Italy' })
  @TextRules(NAME)
  name: string;

  @ApiProperty({ minLength: 2, maxLength: 2, example: 'IT' })
  @TextRules(ISO2)
  iso2: string;

  @ApiProperty({ minLength: 3, maxLength: 3, example: 'ITA' })
  @TextRules(ISO3)
  iso3: string;

  @ApiProperty({ maxLength: 5, pattern: '^\\+\\d*$', example: '+39' })
  @TextRules(DIALING_PREFIX)
  dialingPrefix: string;
}

export class UpdateCountryDto {
  @ApiProperty({ required: false, maxLength: 100 })
  @TextRules(optional(NAME))
  name?: string;

  @ApiProperty({ required: false, minLength: 2, maxLength: 2 })
  @TextRules(optional(ISO2))
  iso2?: string;

  @ApiProperty({ required: false, minLength: 3, maxLength: 3 })
  @TextRules(optional(ISO3))
  iso3?: string;

  @ApiProperty({ required: false, maxLength: 5, pattern: '^\\+\\d*$' })
  @TextRules(optional(DIALING_PREFIX))
  dialingPrefix?: string;

  @EditVersion()
  version?: number;
}

export const COUNTRY_SORTS = ['name', 'iso2', 'iso3', 'dialingPrefix', 'updatedAt'] as const;
export type CountrySort = (typeof COUNTRY_SORTS)[number];

export class CountryQueryDto extends PageQueryDto {
  @ApiProperty({ required: false, enum: COUNTRY_SORTS, default: 'name' })
  @IsIn(COUNTRY_SORTS, { message: `sortBy must be one of ${COUNTRY_SORTS.join(', ')}.` })
  sortBy: CountrySort = 'name';
}

export class CountryDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() iso2: string;
  @ApiProperty() iso3: string;
  @ApiProperty() dialingPrefix: string;
  @ApiProperty() updatedAt: string;
  @RecordVersion() version: number;
}

export class CountryPageDto {
  @ApiProperty({ type: [CountryDto] }) data: CountryDto[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() perPage: number;
}

export class CountrySavedDto {
  @ApiProperty({ example: 'Country created successfully.' }) message: string;
  @ApiProperty({ type: CountryDto }) data: CountryDto;
}
