import { Controller, Get, HttpCode, Param, ParseIntPipe, Post, Query } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../core/access/auth-user';
import { CheckAbility, CurrentUser } from '../../core/access/decorators';
import { SyncCoverageDto, SyncQueryDto, SyncStartedDto } from './dto/sync.dto';
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
    @Query() query: SyncQueryDto,
  ): Promise<SyncStartedDto> {
    return this.sync.start(user, id, { full: query.full, notify: query.notify });
  }

  /** The sync window and how many of the site's posts are stored. */
  @Get(':id/sync/coverage')
  @CheckAbility('read', 'website')
  @ApiOkResponse({ type: SyncCoverageDto })
  coverage(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIntPipe) id: number,
  ): Promise<SyncCoverageDto> {
    return this.sync.coverage(user, id);
  }

  /** Compares the stored posts with WordPress's id set and fixes what drifted. */
  @Post(':id/reconcile')
  @HttpCode(202)
  @CheckAbility('write', 'website')
  @ApiAcceptedResponse({ type: SyncStartedDto })
  reconcile(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIntPipe) id: number,
  ): Promise<SyncStartedDto> {
    return this.sync.reconcile(user, id);
  }
}
