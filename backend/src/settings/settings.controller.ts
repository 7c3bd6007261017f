import {
  Body,
  Controller,
  Get,
  Header,
  Put,
  Res,
  UploadedFiles,
  UseInterceptors,
} from '@nestjs/common';
import { FileFieldsInterceptor } from '@nestjs/platform-express';
import { ApiConsumes, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { AuthUser } from '../core/access/auth-user';
import { CheckAbility, CurrentUser, Public } from '../core/access/decorators';
import { SettingsDto, UpdateSettingsDto } from './dto/settings.dto';
import { SettingsService } from './settings.service';

type Uploads = { icon?: Express.Multer.File[]; iconSvg?: Express.Multer.File[] };

/** Multer's hard cap sits above the per-field limits, so oversize files get a field message. */
const UPLOAD_LIMITS = { fileSize: 8 * 1024 * 1024, files: 2, fields: 6, fieldSize: 4096 };

@ApiTags('settings')
@Controller('settings')
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Get()
  @CheckAbility('manage', 'all')
  @ApiOkResponse({ type: SettingsDto })
  get(): Promise<SettingsDto> {
    return this.settings.view();
  }

  @Put()
  @CheckAbility('manage', 'all')
  @ApiConsumes('multipart/form-data')
  @ApiOkResponse({ type: SettingsDto })
  @UseInterceptors(
    FileFieldsInterceptor(
      [
        { name: 'icon', maxCount: 1 },
        { name: 'iconSvg', maxCount: 1 },
      ],
      { limits: UPLOAD_LIMITS },
    ),
  )
  update(
    @CurrentUser() actor: AuthUser,
    @Body() dto: UpdateSettingsDto,
    @UploadedFiles() files: Uploads = {},
  ): Promise<SettingsDto> {
    return this.settings.update(actor, dto, {
      icon: files.icon?.[0]?.buffer,
      iconSvg: files.iconSvg?.[0]?.buffer,
    });
  }

  @Get('icon.png')
  @Public()
  @ApiProduces('image/png')
  @Header('Cache-Control', 'public, max-age=31536000, immutable')
  async icon(@Res() res: Response) {
    res.type('png').send(await this.settings.iconPng());
  }

  @Get('icon.svg')
  @Public()
  @ApiProduces('image/svg+xml')
  @Header('Cache-Control', 'public, max-age=31536000, immutable')
  @Header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
  async iconSvg(@Res() res: Response) {
    res.type('image/svg+xml').send(await this.settings.iconSvg());
  }
}
