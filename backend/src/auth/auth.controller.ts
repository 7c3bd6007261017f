import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { AuthUser } from '../core/access/auth-user';
import { CurrentUser, Public } from '../core/access/decorators';
import { ACCESS_TOKEN_COOKIE } from '../core/access/session-authenticator';
import { AppConfig } from '../core/config/env';
import { LoginThrottle } from '../core/http/throttling.module';
import { AuthService } from './auth.service';
import { LoginDto, LoginResponseDto, MeResponseDto } from './dto/login.dto';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly config: AppConfig,
  ) {}

  @Post('login')
  @Public()
  @HttpCode(200)
  @LoginThrottle()
  @ApiOkResponse({ type: LoginResponseDto })
  async login(
    @Body() dto: LoginDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<LoginResponseDto> {
    const { userData, accessToken, expiresAt } = await this.auth.login(dto.email, dto.password, {
      ip: req.ip,
      userAgent: req.get('user-agent'),
    });
    res.cookie(ACCESS_TOKEN_COOKIE, accessToken, {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.config.COOKIE_SECURE,
      path: '/',
      expires: expiresAt,
    });
    return { userData, accessToken };
  }

  @Post('logout')
  @HttpCode(204)
  async logout(@CurrentUser() user: AuthUser, @Res({ passthrough: true }) res: Response): Promise<void> {
    await this.auth.logout(user.sessionId);
    res.clearCookie(ACCESS_TOKEN_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax' });
  }

  @Get('me')
  @ApiOkResponse({ type: MeResponseDto })
  async me(@CurrentUser() user: AuthUser): Promise<MeResponseDto> {
    return { userData: await this.auth.me(user.id) };
  }
}
