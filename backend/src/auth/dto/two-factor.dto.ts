import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, Matches, ValidateIf } from 'class-validator';
import { TextRules } from '../../core/http/text-rules';
import { CODE_FORMAT } from '../auth-messages';
import { AUTH_ERRORS, TWO_FACTOR_ERRORS } from '../auth.errors';

const CHALLENGE_EXPIRED = AUTH_ERRORS.challengeExpired.message;
const INVALID_RECOVERY_CODE = AUTH_ERRORS.invalidRecoveryCode.message;
const WRONG_PASSWORD = TWO_FACTOR_ERRORS.wrongPassword.message;

const withoutSpaces = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.replace(/\s+/g, '') : value;

/** A 6-digit TOTP code; spaces (as apps show it, "123 456") are ignored. */
const TotpCode = (optionalWith?: 'recoveryCode'): PropertyDecorator =>
  applyDecorators(
    ApiProperty({
      required: !optionalWith,
      example: '123456',
      description: optionalWith ? 'Required unless recoveryCode is given.' : undefined,
    }),
    Transform(withoutSpaces),
    ...(optionalWith
      ? [ValidateIf((o: { recoveryCode?: unknown }) => o.recoveryCode === undefined)]
      : []),
    Matches(/^\d{6}$/, { message: CODE_FORMAT }),
  );

const RecoveryCodeField = (): PropertyDecorator =>
  applyDecorators(
    ApiProperty({ required: false, example: 'k7m2p-x9q4t', description: 'Instead of code.' }),
    IsOptional(),
    TextRules({
      type: 'The recovery code must be text.',
      max: [32, INVALID_RECOVERY_CODE],
    }),
  );

export class TwoFactorStatusDto {
  @ApiProperty() enabled: boolean;
  @ApiProperty({ description: 'Unused recovery codes (0 when two-step sign-in is off).' })
  recoveryCodesLeft: number;
}

/** The secret is shown once, for the authenticator app; it is stored encrypted. */
export class TwoFactorSetupDto {
  @ApiProperty({ example: 'otpauth://totp/ai%20multisite:jane%40example.com?secret=…' })
  otpauthUrl: string;

  @ApiProperty({ description: 'The otpauth address as a PNG QR code (data: URL).' })
  qrDataUrl: string;

  @ApiProperty({ description: 'Base32 secret, for typing into the app by hand.' })
  secret: string;
}

export class EnableTwoFactorDto {
  @TotpCode()
  code: string;
}

export class RecoveryCodesDto {
  @ApiProperty({
    type: [String],
    description: 'Ten single-use codes, shown only now.',
    example: ['k7m2p-x9q4t'],
  })
  recoveryCodes: string[];
}

export class DisableTwoFactorDto {
  @TotpCode('recoveryCode')
  code?: string;

  @RecoveryCodeField()
  recoveryCode?: string;

  @ApiProperty()
  @TextRules({
    required: 'The password field is required.',
    type: 'The password must be text.',
    max: [256, WRONG_PASSWORD],
    keepSpaces: true,
  })
  password: string;
}

/** POST /api/auth/login/2fa */
export class LoginTwoFactorDto {
  @ApiProperty({ description: 'From the login answer; valid for 5 minutes.' })
  @TextRules({
    required: CHALLENGE_EXPIRED,
    type: CHALLENGE_EXPIRED,
    max: [2000, CHALLENGE_EXPIRED],
  })
  challengeToken: string;

  @TotpCode('recoveryCode')
  code?: string;

  @RecoveryCodeField()
  recoveryCode?: string;
}
