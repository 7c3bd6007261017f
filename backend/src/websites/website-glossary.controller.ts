import { Body, Controller, Delete, Get, Param, ParseIntPipe, Patch, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../core/access/auth-user';
import { CheckAbility, CurrentUser } from '../core/access/decorators';
import { MessageDto } from '../core/http/message.dto';
import {
  CreateGlossaryTermDto,
  GlossaryTermDto,
  GlossaryTermSavedDto,
  UpdateGlossaryTermDto,
} from '../providers/dto/glossary.dto';
import { GlossaryService } from '../providers/glossary/glossary.service';
import { WebsiteAccess } from './website-access';
import { WebsiteLifecycle } from './website-lifecycle';

/**
 * A website's glossary (terms that must translate a given way): read by whoever may read the
 * website, changed by whoever may write on it.
 */
@ApiTags('websites')
@Controller('websites/:id/glossary')
export class WebsiteGlossaryController {
  constructor(
    private readonly access: WebsiteAccess,
    private readonly glossary: GlossaryService,
    lifecycle: WebsiteLifecycle,
  ) {
    // A deleted website's glossary goes with it (websites are deleted through the API).
    lifecycle.listen({
      deleted: (websiteId) => this.glossary.removeAll(websiteId),
    });
  }

  @Get()
  @CheckAbility('read', 'website')
  @ApiOkResponse({ type: [GlossaryTermDto] })
  async list(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIntPipe) websiteId: number,
  ): Promise<GlossaryTermDto[]> {
    await this.access.readable(user, websiteId);
    return this.glossary.list(websiteId);
  }

  @Post()
  @CheckAbility('write', 'website')
  @ApiCreatedResponse({ type: GlossaryTermSavedDto })
  async create(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIntPipe) websiteId: number,
    @Body() dto: CreateGlossaryTermDto,
  ): Promise<GlossaryTermSavedDto> {
    await this.access.writable(user, websiteId);
    return this.glossary.create(websiteId, dto);
  }

  @Patch(':termId')
  @CheckAbility('write', 'website')
  @ApiOkResponse({ type: GlossaryTermSavedDto })
  async update(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIntPipe) websiteId: number,
    @Param('termId') termId: string,
    @Body() dto: UpdateGlossaryTermDto,
  ): Promise<GlossaryTermSavedDto> {
    await this.access.writable(user, websiteId);
    return this.glossary.update(websiteId, termIdOf(termId), dto);
  }

  @Delete(':termId')
  @CheckAbility('write', 'website')
  @ApiOkResponse({ type: MessageDto })
  async remove(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIntPipe) websiteId: number,
    @Param('termId') termId: string,
  ): Promise<MessageDto> {
    await this.access.writable(user, websiteId);
    return this.glossary.remove(websiteId, termIdOf(termId));
  }
}

/** Read after the website check, so another account's website answers 404 whatever the term. */
function termIdOf(text: string): number {
  const id = /^\d{1,9}$/.test(text) ? Number(text) : 0;
  return id > 0 ? id : -1;
}
