import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  ParseIntPipe,
  Patch,
  Post,
  Put,
  Query,
} from '@nestjs/common';
import { ApiOkResponse, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import type { AuthUser } from '../core/access/auth-user';
import { CheckAbility, CurrentUser } from '../core/access/decorators';
import { MessageDto } from '../core/http/message.dto';
import {
  CreateWebsiteDto,
  UpdateWebsiteDto,
  VerifyResultDto,
  VerifyWebsiteDto,
  WebsiteDto,
  WebsitePageDto,
  WebsiteQueryDto,
  WebsiteSavedDto,
} from './dto/website.dto';
import { ReplaceWebsiteUsersDto, WebsiteUsersDto } from './dto/website-users.dto';
import { WebsiteVerifyService } from './website-verify.service';
import { WebsitesService } from './websites.service';

/** Object-level rules (assignment, can-write, tenant) are checked in the services. */
@ApiTags('websites')
@Controller('websites')
export class WebsitesController {
  constructor(
    private readonly websites: WebsitesService,
    private readonly verifier: WebsiteVerifyService,
  ) {}

  @Get()
  @CheckAbility('read', 'website')
  @ApiOkResponse({ type: WebsitePageDto })
  list(@CurrentUser() user: AuthUser, @Query() query: WebsiteQueryDto): Promise<WebsitePageDto> {
    return this.websites.list(user, query);
  }

  @Get(':id')
  @CheckAbility('read', 'website')
  @ApiOkResponse({ type: WebsiteDto })
  get(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number): Promise<WebsiteDto> {
    return this.websites.get(user, id);
  }

  @Post()
  @CheckAbility('create', 'website')
  @ApiOkResponse({ type: WebsiteSavedDto })
  create(@CurrentUser() user: AuthUser, @Body() dto: CreateWebsiteDto): Promise<WebsiteSavedDto> {
    return this.websites.create(user, dto);
  }

  @Patch(':id')
  @CheckAbility('write', 'website')
  @ApiOkResponse({ type: WebsiteSavedDto })
  update(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @Body() dto: UpdateWebsiteDto,
  ): Promise<WebsiteSavedDto> {
    return this.websites.update(user, id, dto);
  }

  @Delete(':id')
  @CheckAbility('write', 'website')
  @ApiOkResponse({ type: MessageDto })
  remove(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIntPipe) id: number,
  ): Promise<MessageDto> {
    return this.websites.remove(user, id);
  }

  @Post(':id/verify')
  @HttpCode(200)
  @CheckAbility('write', 'website')
  @ApiOkResponse({ type: VerifyResultDto })
  @ApiUnprocessableEntityResponse({
    description: "{ message: 'Failed to verify website.', reason, detail }",
  })
  verify(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @Body() dto: VerifyWebsiteDto,
  ): Promise<VerifyResultDto> {
    return this.verifier.verify(user, id, dto.newSite ?? false);
  }

  @Get(':id/users')
  @CheckAbility('read', 'website')
  @ApiOkResponse({ type: WebsiteUsersDto })
  users(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIntPipe) id: number,
  ): Promise<WebsiteUsersDto> {
    return this.websites.assignedUsers(user, id);
  }

  @Put(':id/users')
  @CheckAbility('write', 'website')
  @ApiOkResponse({ type: WebsiteUsersDto })
  replaceUsers(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @Body() dto: ReplaceWebsiteUsersDto,
  ): Promise<WebsiteUsersDto> {
    return this.websites.replaceUsers(user, id, dto);
  }
}
