import { Controller, Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { Public } from '../core/access/decorators';
import { AppConfig } from '../core/config/env';
import { DomainException } from '../core/http/domain-error';
import { HTTP_ERRORS } from '../core/http/http.errors';
import { ProductInfoResponseDto } from './dto/settings.dto';
import { SettingsService } from './settings.service';

/** Spec §7: `GET /api/c{product}-info`, public, the info record under `body`. */
@ApiTags('settings')
@Controller()
export class ProductInfoController {
  constructor(
    private readonly settings: SettingsService,
    private readonly config: AppConfig,
  ) {}

  @Get('c:product-info')
  @Public()
  @ApiParam({ name: 'product', example: 'multisite', description: 'The product key (PRODUCT_KEY)' })
  @ApiOkResponse({ type: ProductInfoResponseDto })
  async info(@Param('product') product: string): Promise<ProductInfoResponseDto> {
    // Another product's key is a route this server does not have.
    if (product !== this.config.PRODUCT_KEY) throw new DomainException(HTTP_ERRORS.notFound);
    return { body: await this.settings.productInfo() };
  }
}
