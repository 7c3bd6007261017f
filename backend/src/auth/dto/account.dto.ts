import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { LOCALES, type Locale } from '../../core/config/env';
import { TextRules } from '../../core/http/text-rules';
import { Email, FIRST_NAME, LAST_NAME } from '../../users/dto/user-fields';
import { AUTH_ERRORS } from '../auth.errors';
import { PASSWORD_MAX, PASSWORD_MIN, PASSWORD_TOO_LONG } from '../password-policy';

/**
 * Never trimmed; its strength is judged by the password policy. The upper bound is also checked
 * here, so an oversized password is refused before any token is spent or any work is done.
 */
const NewPassword = (): PropertyDecorator =>
  applyDecorators(
    ApiProperty({
      minLength: PASSWORD_MIN,
      maxLength: PASSWORD_MAX,
      description: 'At least 8 and at most 128 characters; common passwords are refused.',
    }),
    TextRules({
      required: 'The password field is required.',
      type: 'The password must be text.',
      max: [PASSWORD_MAX, PASSWORD_TOO_LONG.message],
      keepSpaces: true,
    }),
  );

/** The raw token of a mail link. */
const LinkToken = (): PropertyDecorator =>
  applyDecorators(
    ApiProperty({ description: 'The `token` query value of the link in the mail.' }),
    TextRules({
      required: AUTH_ERRORS.invalidLink.message,
      type: AUTH_ERRORS.invalidLink.message,
      max: [200, AUTH_ERRORS.invalidLink.message],
    }),
  );

/** POST /api/auth/register */
export class RegisterDto {
  @ApiProperty({ maxLength: 100 })
  @TextRules(FIRST_NAME)
  firstName: string;

  @ApiProperty({ maxLength: 100 })
  @TextRules(LAST_NAME)
  lastName: string;

  @ApiProperty({ maxLength: 255, example: 'jane@example.com' })
  @Email()
  email: string;

  @NewPassword()
  password: string;

  @ApiProperty({
    required: false,
    enum: LOCALES,
    description: 'Language of mails; the configured default when absent.',
  })
  @IsOptional()
  @IsIn(LOCALES, { message: `The locale must be one of ${LOCALES.join(', ')}.` })
  locale?: Locale;
}

/** POST /api/auth/forgot-password and /api/auth/resend-verification */
export class EmailDto {
  @ApiProperty({ maxLength: 255, example: 'jane@example.com' })
  @Email()
  email: string;
}

/** POST /api/auth/verify-email */
export class TokenDto {
  @LinkToken()
  token: string;
}

/** POST /api/auth/change-password: a signed-in user replaces their own password. */
export class ChangePasswordDto {
  @ApiProperty({ description: 'The password the user signs in with now.' })
  @TextRules({
    required: 'The current password is required.',
    type: 'The current password must be text.',
    max: [PASSWORD_MAX, PASSWORD_TOO_LONG.message],
    keepSpaces: true,
  })
  currentPassword: string;

  @NewPassword()
  newPassword: string;
}

/** POST /api/auth/reset-password and /api/auth/set-password */
export class TokenPasswordDto {
  @LinkToken()
  token: string;

  @NewPassword()
  password: string;
}
