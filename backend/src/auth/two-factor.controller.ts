import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../core/access/auth-user';
import { CurrentUser } from '../core/access/decorators';
import { MessageDto } from '../core/http/message.dto';
import { LoginThrottle } from '../core/http/throttling.module';
import {
  DisableTwoFactorDto,
  EnableTwoFactorDto,
  RecoveryCodesDto,
  TwoFactorSetupDto,
  TwoFactorStatusDto,
} from './dto/two-factor.dto';
import { TwoFactorService } from './two-factor.service';

/** The signed-in user's own two-step sign-in. */
@ApiTags('auth')
@Controller('auth/2fa')
export class TwoFactorController {
  constructor(private readonly twoFactor: TwoFactorService) {}

  @Get()
  @ApiOkResponse({ type: TwoFactorStatusDto })
  status(@CurrentUser() user: AuthUser): Promise<TwoFactorStatusDto> {
    return this.twoFactor.status(user);
  }

  @Post('setup')
  @HttpCode(200)
  @LoginThrottle()
  @ApiOkResponse({ type: TwoFactorSetupDto })
  setup(@CurrentUser() user: AuthUser): Promise<TwoFactorSetupDto> {
    return this.twoFactor.setup(user);
  }

  @Post('enable')
  @HttpCode(200)
  @LoginThrottle()
  @ApiOkResponse({ type: RecoveryCodesDto })
  enable(
    @CurrentUser() user: AuthUser,
    @Body() dto: EnableTwoFactorDto,
  ): Promise<RecoveryCodesDto> {
    return this.twoFactor.enable(user, dto.code);
  }

  @Post('disable')
  @HttpCode(200)
  @LoginThrottle()
  @ApiOkResponse({ type: MessageDto })
  disable(@CurrentUser() user: AuthUser, @Body() dto: DisableTwoFactorDto): Promise<MessageDto> {
    return this.twoFactor.disable(user, dto);
  }
}
