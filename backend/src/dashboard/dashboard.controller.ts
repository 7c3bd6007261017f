import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../core/access/auth-user';
import { CurrentUser } from '../core/access/decorators';
import { DashboardService } from './dashboard.service';
import { DashboardQueryDto, DashboardSummaryDto } from './dto/dashboard.dto';

/** The landing page's statistics: every signed-in user, over the websites they may read. */
@ApiTags('dashboard')
@Controller('dashboard')
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @Get('summary')
  @ApiOkResponse({ type: DashboardSummaryDto })
  summary(
    @CurrentUser() user: AuthUser,
    @Query() query: DashboardQueryDto,
  ): Promise<DashboardSummaryDto> {
    return this.dashboard.summary(user, query);
  }
}
