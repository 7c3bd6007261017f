import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CheckAbility } from '../core/access/decorators';
import { ProviderOptionsDto, ProviderOptionsQueryDto } from './dto/provider.dto';
import { ProvidersService } from './providers.service';

/** The choices of a website's AI and translation provider selectors. */
@ApiTags('providers')
@Controller('providers')
export class ProvidersController {
  constructor(private readonly providers: ProvidersService) {}

  @Get('options')
  @CheckAbility('read', 'website')
  @ApiOkResponse({ type: ProviderOptionsDto })
  async options(@Query() query: ProviderOptionsQueryDto): Promise<ProviderOptionsDto> {
    return { data: await this.providers.options(query.type) };
  }
}
