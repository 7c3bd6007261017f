import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { PageQueryDto } from '../../core/http/pagination';
import { TextRules, type TextRuleSet } from '../../core/http/text-rules';
import { Email, EMAIL_MAX } from '../../users/dto/user-fields';

export const FEEDBACK_MESSAGE_MAX = 5000;
export const FEEDBACK_PAGE_MAX = 2000;
export const FEEDBACK_AGENT_MAX = 500;

const FULL_NAME: TextRuleSet = {
  required: 'The full name field is required.',
  type: 'The full name must be text.',
  max: [255, 'The full name must be at most 255 characters.'],
};
const MESSAGE: TextRuleSet = {
  required: 'The message field is required.',
  type: 'The message must be text.',
  max: [FEEDBACK_MESSAGE_MAX, `The message must be at most ${FEEDBACK_MESSAGE_MAX} characters.`],
  keepSpaces: false,
};
const PAGE: TextRuleSet = {
  type: 'The page must be text.',
  max: [FEEDBACK_PAGE_MAX, `The page must be at most ${FEEDBACK_PAGE_MAX} characters.`],
  optional: true,
};

/** The report form: name and email come prefilled from the profile and may be changed. */
export class CreateFeedbackDto {
  @ApiProperty({ maxLength: 255, example: 'Ada Lovelace' })
  @TextRules(FULL_NAME)
  fullName: string;

  @ApiProperty({ maxLength: EMAIL_MAX, example: 'ada@example.com' })
  @Email()
  email: string;

  @ApiProperty({ maxLength: FEEDBACK_MESSAGE_MAX, example: 'The articles list does not load.' })
  @TextRules(MESSAGE)
  message: string;

  @ApiProperty({
    required: false,
    maxLength: FEEDBACK_PAGE_MAX,
    example: '/apps/articles/list?page=2',
    description: 'The page the report is sent from; the browser comes from the User-Agent header.',
  })
  @TextRules(PAGE)
  page?: string;
}

export const FEEDBACK_SORTS = ['createdAt', 'fullName', 'email'] as const;
export type FeedbackSort = (typeof FEEDBACK_SORTS)[number];

export class FeedbackQueryDto extends PageQueryDto {
  @ApiProperty({ required: false, enum: FEEDBACK_SORTS, default: 'createdAt' })
  @IsIn(FEEDBACK_SORTS, { message: `sortBy must be one of ${FEEDBACK_SORTS.join(', ')}.` })
  sortBy: FeedbackSort = 'createdAt';
}

export class FeedbackContextDto {
  @ApiProperty({ example: '/apps/articles/list' }) page: string;
  @ApiProperty({ example: 'Mozilla/5.0 (X11; Linux x86_64) …' }) userAgent: string;
}

export class FeedbackDto {
  @ApiProperty() id: number;
  @ApiProperty() fullName: string;
  @ApiProperty() email: string;
  @ApiProperty() message: string;
  @ApiProperty({ type: FeedbackContextDto }) context: FeedbackContextDto;
  @ApiProperty({ type: Number, nullable: true }) userId: number | null;
  @ApiProperty({ type: Number, nullable: true }) accountId: number | null;
  @ApiProperty() createdAt: string;
}

export class FeedbackPageDto {
  @ApiProperty({ type: [FeedbackDto] }) data: FeedbackDto[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() perPage: number;
}

export class FeedbackSavedDto {
  @ApiProperty({ example: 'Your feedback has been submitted successfully' }) message: string;
  @ApiProperty({ type: FeedbackDto }) data: FeedbackDto;
}
