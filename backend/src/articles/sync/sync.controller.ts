import { Controller, HttpCode, Param, ParseIntPipe, Post } from '@nestjs/common';
import { ApiAcceptedResponse, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../core/access/auth-user';
import { CheckAbility, CurrentUser } from '../../core/access/decorators';
import { SyncStartedDto } from './dto/sync.dto';
import { SyncService } from './sync.service';

@ApiTags('websites')
@Controller('websites')
export class SyncController {
  constructor(private readonly sync: SyncService) {}

  @Post(':id/sync')
  @HttpCode(202)
  @CheckAbility('write', 'website')
  @ApiAcceptedResponse({ type: SyncStartedDto })
  start(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIntPipe) id: number,
  ): Promise<SyncStartedDto> {
    return this.sync.start(user, id);
  }
}
