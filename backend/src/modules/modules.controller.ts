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
import {
  CreateModuleDto,
  ModuleDto,
  ModulePageDto,
  ModuleQueryDto,
  ModuleSavedDto,
  ModuleTreeNodeDto,
  UpdateModuleDto,
} from './dto/module.dto';
import { ModulesService } from './modules.service';

@ApiTags('modules')
@Controller('modules')
export class ModulesController {
  constructor(private readonly modules: ModulesService) {}

  @Get()
  @CheckAbility('read', 'module')
  @ApiOkResponse({ type: ModulePageDto })
  list(@Query() query: ModuleQueryDto): Promise<ModulePageDto> {
    return this.modules.list(query);
  }

  @Get('tree')
  @CheckAbility('read', 'module')
  @ApiOkResponse({ type: [ModuleTreeNodeDto] })
  tree(): Promise<ModuleTreeNodeDto[]> {
    return this.modules.tree();
  }

  @Get(':id')
  @CheckAbility('read', 'module')
  @ApiOkResponse({ type: ModuleDto })
  get(@Param('id', ParseIntPipe) id: number): Promise<ModuleDto> {
    return this.modules.get(id);
  }

  @Post()
  @CheckAbility('manage', 'all')
  @ApiCreatedResponse({ type: ModuleSavedDto })
  create(@Body() dto: CreateModuleDto): Promise<ModuleSavedDto> {
    return this.modules.create(dto);
  }

  @Patch(':id')
  @CheckAbility('manage', 'all')
  @ApiOkResponse({ type: ModuleSavedDto })
  update(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @Body() dto: UpdateModuleDto,
  ): Promise<ModuleSavedDto> {
    return this.modules.update(user, id, dto);
  }

  @Delete(':id')
  @CheckAbility('manage', 'all')
  @ApiOkResponse({ type: MessageDto })
  remove(@Param('id', ParseIntPipe) id: number): Promise<MessageDto> {
    return this.modules.remove(id);
  }
}
