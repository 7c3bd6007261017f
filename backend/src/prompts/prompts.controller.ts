import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  ParseIntPipe,
  Post,
  Put,
  Query,
} from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../core/access/auth-user';
import { CheckAbility, CurrentUser } from '../core/access/decorators';
import { MessageDto } from '../core/http/message.dto';
import {
  GeneratePromptDto,
  PromptJobDto,
  PromptListDto,
  PromptSavedDto,
  PromptTypeParamDto,
  PromptVersionDto,
  SavePromptDto,
  WebsitePromptParamDto,
} from './dto/prompt.dto';
import { PromptsService } from './prompts.service';

/**
 * System prompts (the defaults per type: manage all) and each website's own prompts (read prompt
 * and the website to see them, write prompt and can-write on the website to change them).
 */
@ApiTags('prompts')
@Controller()
export class PromptsController {
  constructor(private readonly prompts: PromptsService) {}

  @Get('prompts/system')
  @CheckAbility('manage', 'all')
  @ApiOkResponse({ type: PromptListDto })
  async system(): Promise<PromptListDto> {
    return { data: await this.prompts.listSystem() };
  }

  @Put('prompts/system/:type')
  @CheckAbility('manage', 'all')
  @ApiOkResponse({ type: PromptSavedDto })
  updateSystem(
    @CurrentUser() user: AuthUser,
    @Param() { type }: PromptTypeParamDto,
    @Body() dto: SavePromptDto,
  ): Promise<PromptSavedDto> {
    return this.prompts.updateSystem(user, type, dto);
  }

  @Post('prompts/system/:type/generate')
  @HttpCode(202)
  @CheckAbility('manage', 'all')
  @ApiAcceptedResponse({ type: PromptJobDto })
  generateSystem(
    @CurrentUser() user: AuthUser,
    @Param() { type }: PromptTypeParamDto,
    @Body() dto: GeneratePromptDto,
  ): Promise<PromptJobDto> {
    return this.prompts.generate(user, null, type, dto);
  }

  @Get('websites/:id/prompts')
  @CheckAbility('read', 'prompt')
  @ApiOkResponse({ type: PromptListDto })
  async ofWebsite(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIntPipe) id: number,
  ): Promise<PromptListDto> {
    return { data: await this.prompts.listWebsite(user, id) };
  }

  @Put('websites/:id/prompts/:type')
  @CheckAbility('write', 'prompt')
  @ApiOkResponse({ type: PromptSavedDto })
  save(
    @CurrentUser() user: AuthUser,
    @Param() { id, type }: WebsitePromptParamDto,
    @Body() dto: SavePromptDto,
  ): Promise<PromptSavedDto> {
    return this.prompts.saveWebsite(user, id, type, dto);
  }

  @Delete('websites/:id/prompts/:type')
  @CheckAbility('write', 'prompt')
  @ApiOkResponse({ type: MessageDto })
  remove(
    @CurrentUser() user: AuthUser,
    @Param() { id, type }: WebsitePromptParamDto,
    @Query() { version }: PromptVersionDto,
  ): Promise<MessageDto> {
    return this.prompts.removeWebsite(user, id, type, version);
  }

  @Post('websites/:id/prompts/:type/reset')
  @HttpCode(200)
  @CheckAbility('write', 'prompt')
  @ApiOkResponse({ type: PromptSavedDto })
  reset(
    @CurrentUser() user: AuthUser,
    @Param() { id, type }: WebsitePromptParamDto,
    @Body() { version }: PromptVersionDto,
  ): Promise<PromptSavedDto> {
    return this.prompts.resetWebsite(user, id, type, version);
  }

  @Post('websites/:id/prompts/:type/generate')
  @HttpCode(202)
  @CheckAbility('write', 'prompt')
  @ApiAcceptedResponse({ type: PromptJobDto })
  generate(
    @CurrentUser() user: AuthUser,
    @Param() { id, type }: WebsitePromptParamDto,
    @Body() dto: GeneratePromptDto,
  ): Promise<PromptJobDto> {
    return this.prompts.generate(user, id, type, dto);
  }
}
