import { ApiProperty } from '@nestjs/swagger';
import { TextRules, type TextRuleSet } from '../../core/http/text-rules';

const SOURCE: TextRuleSet = {
  required: 'Term is required',
  type: 'Term must be text',
  max: [200, 'Term must be at most 200 characters'],
};
const TARGET: TextRuleSet = {
  required: 'Translation is required',
  type: 'Translation must be text',
  max: [200, 'Translation must be at most 200 characters'],
};
const LANG: TextRuleSet = {
  required: 'Language is required',
  type: 'Language must be text',
  patterns: [
    [/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,4})?$/, 'Language must be a code such as it or en-GB'],
  ],
};

export class CreateGlossaryTermDto {
  @ApiProperty({ maxLength: 200, example: 'Daily Planet' })
  @TextRules(SOURCE)
  source: string;

  @ApiProperty({ example: 'it', description: 'Target language; a regional code uses its base' })
  @TextRules(LANG)
  targetLang: string;

  @ApiProperty({ maxLength: 200, example: 'Daily Planet' })
  @TextRules(TARGET)
  target: string;
}

export class UpdateGlossaryTermDto {
  @ApiProperty({ maxLength: 200, required: false })
  @TextRules({ ...SOURCE, optional: true })
  source?: string;

  @ApiProperty({ required: false })
  @TextRules({ ...LANG, optional: true })
  targetLang?: string;

  @ApiProperty({ maxLength: 200, required: false })
  @TextRules({ ...TARGET, optional: true })
  target?: string;
}

export class GlossaryTermDto {
  @ApiProperty() id: number;
  @ApiProperty() websiteId: number;
  @ApiProperty() source: string;
  @ApiProperty({ example: 'it' }) targetLang: string;
  @ApiProperty() target: string;
  @ApiProperty() createdAt: string;
  @ApiProperty() updatedAt: string;
}

export class GlossaryTermSavedDto {
  @ApiProperty({ example: 'The glossary term has been saved' }) message: string;
  @ApiProperty({ type: GlossaryTermDto }) data: GlossaryTermDto;
}
