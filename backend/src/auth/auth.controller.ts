import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiOkResponse,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import { parse as parseCookie } from 'cookie';
import type { Request, Response } from 'express';
import type { AuthUser } from '../core/access/auth-user';
import { CurrentUser, Public } from '../core/access/decorators';
import { ACCESS_TOKEN_COOKIE } from '../core/access/session-authenticator';
import { AppConfig } from '../core/config/env';
import { MessageDto } from '../core/http/message.dto';
import { LoginThrottle } from '../core/http/throttling.module';
import { AuthService, type ClientInfo, type SignedIn } from './auth.service';
import {
  ChangePasswordDto,
  EmailDto,
  RegisterDto,
  TokenDto,
  TokenPasswordDto,
} from './dto/account.dto';
import { LoginDto, LoginResponseDto, MeResponseDto, TwoFactorChallengeDto } from './dto/login.dto';
import { LoginTwoFactorDto } from './dto/two-factor.dto';
import { KNOWN_DEVICE_COOKIE, KnownDevices } from './known-devices';
import { PasswordResetService } from './password-reset.service';
import { RegistrationService } from './registration.service';

const clientOf = (req: Request): ClientInfo => ({
  ip: req.ip,
  userAgent: req.get('user-agent'),
  deviceToken: parseCookie(req.get('cookie') ?? '')[KNOWN_DEVICE_COOKIE],
});

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly registration: RegistrationService,
    private readonly passwords: PasswordResetService,
    private readonly config: AppConfig,
    private readonly devices: KnownDevices,
  ) {}

  @Post('login')
  @Public()
  @HttpCode(200)
  @LoginThrottle()
  @ApiExtraModels(LoginResponseDto, TwoFactorChallengeDto)
  @ApiOkResponse({
    description:
      'A session (cookie + user data), or, when two-step sign-in is on, a challenge for /login/2fa.',
    schema: {
      oneOf: [
        { $ref: getSchemaPath(LoginResponseDto) },
        { $ref: getSchemaPath(TwoFactorChallengeDto) },
      ],
    },
  })
  async login(
    @Body() dto: LoginDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<LoginResponseDto | TwoFactorChallengeDto> {
    const result = await this.auth.login(dto.email, dto.password, clientOf(req));
    if ('twoFactorRequired' in result) return result;
    return this.signedIn(result, res);
  }

  @Post('login/2fa')
  @Public()
  @HttpCode(200)
  @LoginThrottle()
  @ApiOkResponse({ type: LoginResponseDto })
  async loginTwoFactor(
    @Body() dto: LoginTwoFactorDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<LoginResponseDto> {
    const result = await this.auth.loginTwoFactor(
      dto.challengeToken,
      { code: dto.code, recoveryCode: dto.recoveryCode },
      clientOf(req),
    );
    return this.signedIn(result, res);
  }

  /** The mailed link of a locked account (a correct password from an unknown device). */
  @Post('unlock')
  @Public()
  @HttpCode(200)
  @LoginThrottle()
  @ApiOkResponse({ type: LoginResponseDto, description: 'Signed in; the link works once.' })
  async unlock(
    @Body() dto: TokenDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<LoginResponseDto> {
    return this.signedIn(await this.auth.unlock(dto.token, clientOf(req)), res);
  }

  @Post('logout')
  @HttpCode(204)
  async logout(
    @CurrentUser() user: AuthUser,
    @Res({ passthrough: true }) res: Response,
  ): Promise<void> {
    await this.auth.logout(user.sessionId);
    res.clearCookie(ACCESS_TOKEN_COOKIE, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: this.config.cookieSecure,
    });
  }

  @Get('me')
  @ApiOkResponse({ type: MeResponseDto })
  async me(@CurrentUser() user: AuthUser): Promise<MeResponseDto> {
    return { userData: await this.auth.me(user.id) };
  }

  /** Any signed-in user, for their own password; the sign-in in use stays, the others end. */
  @Post('change-password')
  @HttpCode(200)
  @LoginThrottle()
  @ApiOkResponse({ type: MessageDto })
  changePassword(
    @CurrentUser() user: AuthUser,
    @Body() dto: ChangePasswordDto,
  ): Promise<MessageDto> {
    return this.passwords.changePassword(user, dto.currentPassword, dto.newPassword);
  }

  @Post('register')
  @Public()
  @LoginThrottle()
  @ApiCreatedResponse({ type: MessageDto, description: 'A confirmation link was mailed.' })
  register(@Body() dto: RegisterDto): Promise<MessageDto> {
    return this.registration.register(dto);
  }

  @Post('verify-email')
  @Public()
  @HttpCode(200)
  @LoginThrottle()
  @ApiOkResponse({ type: MessageDto })
  verifyEmail(@Body() dto: TokenDto): Promise<MessageDto> {
    return this.registration.verifyEmail(dto.token);
  }

  @Post('resend-verification')
  @Public()
  @HttpCode(202)
  @LoginThrottle()
  @ApiAcceptedResponse({ type: MessageDto, description: 'The same answer for every email.' })
  resendVerification(@Body() dto: EmailDto): Promise<MessageDto> {
    return this.registration.resendVerification(dto.email);
  }

  @Post('forgot-password')
  @Public()
  @HttpCode(202)
  @LoginThrottle()
  @ApiAcceptedResponse({ type: MessageDto, description: 'The same answer for every email.' })
  forgotPassword(@Body() dto: EmailDto): Promise<MessageDto> {
    return this.passwords.forgotPassword(dto.email);
  }

  @Post('reset-password')
  @Public()
  @HttpCode(200)
  @LoginThrottle()
  @ApiOkResponse({ type: MessageDto, description: 'Every session of the user has ended.' })
  resetPassword(@Body() dto: TokenPasswordDto, @Req() req: Request): Promise<MessageDto> {
    return this.passwords.resetPassword(dto.token, dto.password, clientOf(req));
  }

  @Post('set-password')
  @Public()
  @HttpCode(200)
  @LoginThrottle()
  @ApiOkResponse({ type: MessageDto, description: 'The invited user is now active.' })
  setPassword(@Body() dto: TokenPasswordDto, @Req() req: Request): Promise<MessageDto> {
    return this.passwords.setPassword(dto.token, dto.password, clientOf(req));
  }

  private signedIn(
    { userData, accessToken, expiresAt, knownDevice }: SignedIn,
    res: Response,
  ): LoginResponseDto {
    res.cookie(ACCESS_TOKEN_COOKIE, accessToken, {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.config.cookieSecure,
      path: '/',
      expires: expiresAt,
    });
    // Kept on sign-out: the device stays one the user signed in from.
    res.cookie(
      KNOWN_DEVICE_COOKIE,
      knownDevice.token,
      this.devices.cookieOptions(knownDevice.expiresAt),
    );
    return { userData, accessToken };
  }
}
