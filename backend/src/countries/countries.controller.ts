import {
  Body,
  Controller,
  Delete,
  Get,
  Param,
  ParseIntPipe,
  Patch,
  Post,
  Query,
} from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../core/access/auth-user';
import { CheckAbility, CurrentUser } from '../core/access/decorators';
import { MessageDto } from '../core/http/message.dto';
import { CountriesService } from './countries.service';
import {
  CountryDto,
  CountryPageDto,
  CountryQueryDto,
  CountrySavedDto,
  CreateCountryDto,
  UpdateCountryDto,
} from './dto/country.dto';

/** Reading countries needs read on user (spec route table); changing them needs the country rights. */
@ApiTags('countries')
@Controller('countries')
export class CountriesController {
  constructor(private readonly countries: CountriesService) {}

  @Get()
  @CheckAbility('read', 'user')
  @ApiOkResponse({ type: CountryPageDto })
  list(@Query() query: CountryQueryDto): Promise<CountryPageDto> {
    return this.countries.list(query);
  }

  @Get(':id')
  @CheckAbility('read', 'user')
  @ApiOkResponse({ type: CountryDto })
  get(@Param('id', ParseIntPipe) id: number): Promise<CountryDto> {
    return this.countries.get(id);
  }

  @Post()
  @CheckAbility('manage', 'all')
  @ApiCreatedResponse({ type: CountrySavedDto })
  create(@Body() dto: CreateCountryDto): Promise<CountrySavedDto> {
    return this.countries.create(dto);
  }

  @Patch(':id')
  @CheckAbility('manage', 'all')
  @ApiOkResponse({ type: CountrySavedDto })
  update(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @Body() dto: UpdateCountryDto,
  ): Promise<CountrySavedDto> {
    return this.countries.update(user, id, dto);
  }

  @Delete(':id')
  @CheckAbility('manage', 'all')
  @ApiOkResponse({ type: MessageDto })
  remove(@Param('id', ParseIntPipe) id: number): Promise<MessageDto> {
    return this.countries.remove(id);
  }
}
