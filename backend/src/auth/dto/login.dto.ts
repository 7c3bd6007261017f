import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsString, MaxLength, MinLength } from 'class-validator';
import { UserDataDto } from '../../users/dto/user-data.dto';

export class LoginDto {
  @ApiProperty({ example: 'admin@example.com' })
  @IsEmail({}, { message: 'Invalid email format' })
  @MaxLength(255, { message: 'Invalid email format' })
  email: string;

  @ApiProperty()
  @IsString({ message: 'Password is required' })
  @MinLength(1, { message: 'Password is required' })
  @MaxLength(256, { message: 'Password must be at most 256 characters' })
  password: string;
}

export class LoginResponseDto {
  @ApiProperty({ type: UserDataDto }) userData: UserDataDto;
  @ApiProperty({
    description: 'Also set as the HttpOnly accessToken cookie; send as Bearer from scripts.',
  })
  accessToken: string;
}

/**
 * The answer of a correct password when two-step sign-in is on: no session yet, no cookie. Send
 * the token with a code to POST /api/auth/login/2fa within 5 minutes.
 */
export class TwoFactorChallengeDto {
  @ApiProperty({ enum: [true] }) twoFactorRequired: true;
  @ApiProperty({ description: 'Short-lived (5 minutes); only good for /api/auth/login/2fa.' })
  challengeToken: string;
}

export class MeResponseDto {
  @ApiProperty({ type: UserDataDto }) userData: UserDataDto;
}
