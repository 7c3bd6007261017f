import { Controller, Get, HttpCode, Param, ParseIntPipe, Post, Query } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../core/access/auth-user';
import { CheckAbility, CurrentUser } from '../core/access/decorators';
import { MessageDto } from '../core/http/message.dto';
import { Maintenance } from '../core/queues/maintenance';
import {
  JobPageDto,
  JobQueryDto,
  JobRetriedDto,
  JobRunDto,
  MaintenanceListDto,
} from './dto/job.dto';
import { JobHistoryService } from './job-history.service';

/** Job history (`/apps/jobs`): runs of the websites the caller may read (checked in the service). */
@ApiTags('jobs')
@Controller('jobs')
export class JobsController {
  constructor(
    private readonly history: JobHistoryService,
    private readonly maintenance: Maintenance,
  ) {}

  /** Periodic maintenance (administrators): each job's interval, next tick and last outcome. */
  @Get('maintenance')
  @CheckAbility('manage', 'all')
  @ApiOkResponse({ type: MaintenanceListDto })
  async maintenanceList(): Promise<MaintenanceListDto> {
    return { data: await this.maintenance.status() };
  }

  /** Runs a periodic job now, beside its schedule (administrators). */
  @Post('maintenance/:name/run')
  @HttpCode(202)
  @CheckAbility('manage', 'all')
  @ApiAcceptedResponse({ type: MessageDto })
  async runMaintenance(@Param('name') name: string): Promise<MessageDto> {
    await this.maintenance.runNow(name);
    return { message: 'Operation completed.' };
  }

  @Get()
  @CheckAbility('read', 'website')
  @ApiOkResponse({ type: JobPageDto })
  list(@CurrentUser() user: AuthUser, @Query() query: JobQueryDto): Promise<JobPageDto> {
    return this.history.list(user, query);
  }

  @Get(':id')
  @CheckAbility('read', 'website')
  @ApiOkResponse({ type: JobRunDto })
  get(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number): Promise<JobRunDto> {
    return this.history.get(user, id);
  }

  /** Stops a waiting or running run; history says cancelled at once. Answers the run. */
  @Post(':id/cancel')
  @HttpCode(200)
  @CheckAbility('read', 'website')
  @ApiOkResponse({ type: JobRunDto })
  cancel(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number): Promise<JobRunDto> {
    return this.history.cancel(user, id);
  }

  /** Starts a failed run's work again (its own start checks write access); answers the new run. */
  @Post(':id/retry')
  @HttpCode(202)
  @CheckAbility('read', 'website')
  @ApiOkResponse({ type: JobRetriedDto })
  retry(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIntPipe) id: number,
  ): Promise<JobRetriedDto> {
    return this.history.retry(user, id);
  }
}
