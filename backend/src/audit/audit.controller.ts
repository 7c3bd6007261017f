import { Controller, Get, Header, Query, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../core/access/auth-user';
import { CheckAbility, CurrentUser } from '../core/access/decorators';
import { AuditService } from './audit.service';
import { AuditFilterDto, AuditPageDto, AuditQueryDto } from './dto/audit.dto';

/** Who did what (`/apps/audit`, and a record's History tab): read on audit. */
@ApiTags('audit')
@Controller('audit')
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @Get()
  @CheckAbility('read', 'audit')
  @ApiOkResponse({ type: AuditPageDto })
  list(@CurrentUser() user: AuthUser, @Query() query: AuditQueryDto): Promise<AuditPageDto> {
    return this.audit.list(user, query);
  }

  /** Every entry the filters match, as CSV. */
  @Get('export.csv')
  @CheckAbility('read', 'audit')
  @ApiProduces('text/csv')
  @ApiOkResponse({ schema: { type: 'string' } })
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="audit.csv"')
  export(@CurrentUser() user: AuthUser, @Query() filter: AuditFilterDto): StreamableFile {
    return new StreamableFile(this.audit.export(user, filter));
  }
}
