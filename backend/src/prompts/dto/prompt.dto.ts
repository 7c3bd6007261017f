import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { EditVersion } from '../../core/http/edit-version';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, Min } from 'class-validator';
import { IsId, NotNullWhenPresent, TextRules } from '../../core/http/text-rules';
import { PROMPT_TYPES, type PromptType } from '../entities/prompt.entity';

export class PromptTypeParamDto {
  @ApiProperty({ enum: PROMPT_TYPES })
  @IsIn(PROMPT_TYPES, { message: `The prompt type must be one of ${PROMPT_TYPES.join(', ')}.` })
  type: PromptType;
}

export class WebsitePromptParamDto extends PromptTypeParamDto {
  @ApiProperty({ description: 'The website' })
  @Type(() => Number)
  @IsInt({ message: 'The website id must be a whole number.' })
  @Min(1, { message: 'The website id must be a whole number.' })
  id: number;
}

export class PromptUserDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
}

/** A prompt as lists and forms show it: a website's own, or the system default it falls back to. */
export class PromptDto {
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Null: a built-in default not saved yet.',
  })
  id: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Null: a system default.' })
  websiteId: number | null;
  @ApiProperty({ enum: PROMPT_TYPES }) type: PromptType;
  @ApiProperty() promptText: string;
  @ApiProperty({ type: String, nullable: true }) generationInstructions: string | null;
  @ApiProperty({ type: String, nullable: true }) generatedPrompt: string | null;
  @ApiProperty() enabled: boolean;
  @ApiProperty({ description: "The website's own prompt (false: the system default applies)." })
  own: boolean;
  @ApiProperty({ type: PromptUserDto, nullable: true }) createdBy: PromptUserDto | null;
  @ApiProperty({ type: PromptUserDto, nullable: true }) updatedBy: PromptUserDto | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) updatedAt: string | null;
  @ApiProperty({
    type: 'integer',
    nullable: true,
    description:
      'Moves by one on every saved edit; null when the website shows the default (it has no prompt of its own to edit yet).',
  })
  version: number | null;
}

export class PromptListDto {
  @ApiProperty({ type: [PromptDto] }) data: PromptDto[];
}

export class PromptSavedDto {
  @ApiProperty() message: string;
  @ApiProperty({ type: PromptDto }) data: PromptDto;
}

export class SavePromptDto {
  @ApiProperty({ maxLength: 20000 })
  @TextRules({
    required: 'Prompt text is required',
    type: 'Prompt text must be text',
    max: [20000, 'Prompt text must be at most 20000 characters'],
  })
  promptText: string;

  @ApiProperty({ type: String, nullable: true, required: false, maxLength: 5000 })
  @IsOptional()
  @TextRules({
    type: 'Generation instructions must be text',
    max: [5000, 'Generation instructions must be at most 5000 characters'],
    keepSpaces: true,
  })
  generationInstructions?: string | null;

  @ApiProperty({ required: false })
  @NotNullWhenPresent()
  @IsBoolean({ message: 'Enabled must be true or false' })
  enabled?: boolean;

  /**
   * On a website prompt, none means the form showed the default: the save creates the website's
   * own prompt, and is refused once someone else has created it.
   */
  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    description:
      "The prompt's version the form was loaded with: a save after someone else's answers 409 `record.changed`. On a website prompt, leave it out when the form showed the default (version null): the save creates the website's own prompt, and answers 409 `record.changed` if someone created it meanwhile. On a system prompt, without it the save is not checked.",
  })
  @EditVersion()
  version?: number;
}

/** Reset and delete of a website's own prompt: the version the list showed it with. */
export class PromptVersionDto {
  @Type(() => Number)
  @EditVersion()
  version?: number;
}

export class GeneratePromptDto {
  @ApiProperty({ maxLength: 5000 })
  @TextRules({
    required: 'Generation instructions are required',
    type: 'Generation instructions must be text',
    max: [5000, 'Generation instructions must be at most 5000 characters'],
  })
  instructions: string;

  @ApiProperty({
    required: false,
    description:
      "The AI service to write with (default: the website's; required for system prompts).",
  })
  @IsOptional()
  @IsId('The AI service must be a valid id')
  serviceId?: number;
}

export class PromptJobDto {
  @ApiProperty() jobId: string;
}
