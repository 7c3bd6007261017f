import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  Param,
  ParseIntPipe,
  Patch,
  Post,
  Query,
  Res,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import {
  ApiBody,
  ApiConsumes,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import type { AuthUser } from '../core/access/auth-user';
import { CheckAbility, CurrentUser } from '../core/access/decorators';
import { MessageDto } from '../core/http/message.dto';
import {
  CreateUserDto,
  ListUsersQueryDto,
  UpdateUserDto,
  InviteLinkDto,
  UserDto,
  UserPageDto,
} from './dto/user.dto';
import { UserAvatarsService } from './user-avatars.service';
import { UsersService } from './users.service';

/** Multer's hard cap sits above the 2 MB rule, so a large file gets a field message, not a 413. */
const AVATAR_UPLOAD_LIMITS = { fileSize: 8 * 1024 * 1024, files: 1, fields: 0 };

@ApiTags('users')
@Controller('users')
export class UsersController {
  constructor(
    private readonly users: UsersService,
    private readonly avatars: UserAvatarsService,
  ) {}

  @Get()
  @CheckAbility('read', 'user')
  @ApiOkResponse({ type: UserPageDto })
  list(@CurrentUser() actor: AuthUser, @Query() query: ListUsersQueryDto): Promise<UserPageDto> {
    return this.users.list(actor, query);
  }

  /** The caller's own profile, whatever their role (no read on users needed). */
  @Get('me')
  @ApiOkResponse({ type: UserDto })
  me(@CurrentUser() actor: AuthUser): Promise<UserDto> {
    return this.users.own(actor);
  }

  @Get(':id')
  @CheckAbility('read', 'user')
  @ApiOkResponse({ type: UserDto })
  get(@CurrentUser() actor: AuthUser, @Param('id', ParseIntPipe) id: number): Promise<UserDto> {
    return this.users.get(actor, id);
  }

  @Post()
  @CheckAbility('create', 'user')
  @ApiOperation({ summary: 'Create a pending user and mail them a set-password invite' })
  @ApiOkResponse({ type: UserDto })
  create(@CurrentUser() actor: AuthUser, @Body() dto: CreateUserDto): Promise<UserDto> {
    return this.users.create(actor, dto);
  }

  @Patch(':id')
  @CheckAbility('write', 'user')
  @ApiOkResponse({ type: UserDto })
  update(
    @CurrentUser() actor: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @Body() dto: UpdateUserDto,
  ): Promise<UserDto> {
    return this.users.update(actor, id, dto);
  }

  @Delete(':id')
  @CheckAbility('write', 'user')
  @ApiOkResponse({ type: MessageDto })
  remove(
    @CurrentUser() actor: AuthUser,
    @Param('id', ParseIntPipe) id: number,
  ): Promise<MessageDto> {
    return this.users.remove(actor, id);
  }

  @Post(':id/invite')
  @HttpCode(200)
  @CheckAbility('write', 'user')
  @ApiOperation({ summary: 'Mail a pending user a fresh set-password link' })
  @ApiOkResponse({ type: MessageDto })
  resendInvite(
    @CurrentUser() actor: AuthUser,
    @Param('id', ParseIntPipe) id: number,
  ): Promise<MessageDto> {
    return this.users.resendInvite(actor, id);
  }

  @Post(':id/invite-link')
  @HttpCode(200)
  @CheckAbility('write', 'user')
  @ApiOperation({
    summary:
      'A fresh set-password link for a pending user, shown once (the earlier one stops working)',
  })
  @ApiOkResponse({ type: InviteLinkDto })
  inviteLink(
    @CurrentUser() actor: AuthUser,
    @Param('id', ParseIntPipe) id: number,
  ): Promise<InviteLinkDto> {
    return this.users.inviteLink(actor, id);
  }

  /** Own avatar: any signed-in user; someone else's: write on user (checked in the service). */
  @Post(':id/avatar')
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['avatar'],
      properties: {
        avatar: { type: 'string', format: 'binary', description: 'PNG or JPG, at most 2 MB' },
      },
    },
  })
  @ApiOkResponse({ type: UserDto })
  @UseInterceptors(FileInterceptor('avatar', { limits: AVATAR_UPLOAD_LIMITS }))
  uploadAvatar(
    @CurrentUser() actor: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @UploadedFile() file?: Express.Multer.File,
  ): Promise<UserDto> {
    return this.avatars.upload(actor, id, file?.buffer);
  }

  @Delete(':id/avatar')
  @ApiOkResponse({ type: UserDto })
  removeAvatar(
    @CurrentUser() actor: AuthUser,
    @Param('id', ParseIntPipe) id: number,
  ): Promise<UserDto> {
    return this.avatars.remove(actor, id);
  }

  /** Versioned address (`?v=`), so the image may be cached for good. */
  @Get(':id/avatar')
  @ApiProduces('image/webp')
  @Header('Cache-Control', 'private, max-age=31536000, immutable')
  async avatar(
    @CurrentUser() actor: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @Res() res: Response,
  ): Promise<void> {
    const { data, mimeType } = await this.avatars.image(actor, id);
    res.type(mimeType).send(data);
  }
}
