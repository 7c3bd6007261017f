import { ApiProperty } from '@nestjs/swagger';
import { ValidateBy, ValidateIf } from 'class-validator';
import { TextRules } from '../../../core/http/text-rules';

/** An http(s) address without credentials (a query is kept: some services put their token there). */
function isWebhookUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      url.hostname.length > 0 &&
      !url.username &&
      !url.password &&
      !/\s/.test(value)
    );
  } catch {
    return false;
  }
}

/** `PUT /api/accounts/:id/webhook`: the address and secret (`url: null` removes the webhook). */
export class SaveAccountWebhookDto {
  @ApiProperty({
    type: String,
    nullable: true,
    maxLength: 500,
    example: 'https://hooks.slack.com/services/T000/B000/XXXX',
  })
  @ValidateIf((_: object, value: unknown) => value !== null)
  @TextRules({
    required: 'The webhook address is required (null removes the webhook).',
    type: 'The webhook address must be text.',
    max: [500, 'The webhook address must be at most 500 characters.'],
  })
  @ValidateBy({
    name: 'webhookUrl',
    validator: {
      validate: (value: unknown) =>
        typeof value !== 'string' || value === '' || isWebhookUrl(value),
      defaultMessage: () => 'The webhook address must be an http or https address.',
    },
  })
  url: string | null;

  @ApiProperty({
    required: false,
    minLength: 16,
    maxLength: 200,
    description: 'Signs every post (HMAC-SHA256); kept while the address keeps its origin',
  })
  @ValidateIf((_: object, value: unknown) => value !== undefined)
  @TextRules({
    type: 'The secret must be text.',
    min: [16, 'The secret must be at least 16 characters.'],
    max: [200, 'The secret must be at most 200 characters.'],
  })
  secret?: string;
}

export class AccountWebhookDto {
  @ApiProperty({ type: String, nullable: true }) url: string | null;
  @ApiProperty({ description: 'A signing secret is kept (never answered)' }) secretSet: boolean;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  lastAttemptAt: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: '`delivered`, or the last failure’s code (`webhook.refused:404`)',
  })
  lastOutcome: string | null;
}

export class WebhookTestDto {
  @ApiProperty({ enum: ['delivered'] }) outcome: 'delivered';
}
