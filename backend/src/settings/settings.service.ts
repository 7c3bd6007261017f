import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { Repository } from 'typeorm';
import { AppConfig } from '../core/config/env';
import { InvalidInputException, type FieldErrors } from '../core/http/validation';
import { PUBLIC_ROOM, type ProductInfo } from '../core/realtime/event-map';
import { RealtimePublisher } from '../core/realtime/publisher';
import type { SettingsDto, UpdateSettingsDto } from './dto/settings.dto';
import { AppSettings } from './entities/app-settings.entity';
import { normalizeIcon } from './icon-image';
import { sanitizeSvg } from './svg-sanitizer';

export const SETTINGS_ID = 1;
export const SVG_MAX_BYTES = 512 * 1024;

export interface UploadedIcons {
  icon?: Buffer;
  iconSvg?: Buffer;
}

@Injectable()
export class SettingsService {
  constructor(
    private readonly config: AppConfig,
    @InjectRepository(AppSettings) private readonly settings: Repository<AppSettings>,
    private readonly publisher: RealtimePublisher,
  ) {}

  async current(): Promise<AppSettings> {
    const row = await this.settings.findOneBy({ id: SETTINGS_ID });
    if (row) return row;
    await this.settings.upsert(
      {
        id: SETTINGS_ID,
        title: this.config.APP_TITLE,
        version: newVersion(),
        hasIcon: false,
        hasIconSvg: false,
      },
      { conflictPaths: ['id'], skipUpdateIfNoValuesChanged: true },
    );
    return this.settings.findOneByOrFail({ id: SETTINGS_ID });
  }

  async productInfo(): Promise<ProductInfo> {
    const row = await this.current();
    return {
      title: row.title,
      icon: row.hasIcon ? `/api/settings/icon.png?v=${row.version}` : 'favicon.ico',
      icon_svg: row.hasIconSvg ? `/api/settings/icon.svg?v=${row.version}` : null,
      version: row.version,
      defaultLocale: this.config.DEFAULT_LOCALE,
    };
  }

  async view(): Promise<SettingsDto> {
    const [row, info] = await Promise.all([this.current(), this.productInfo()]);
    return {
      title: row.title,
      icon: info.icon,
      icon_svg: info.icon_svg,
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  /** Validates everything first, then writes once: bad input changes nothing. */
  async update(dto: UpdateSettingsDto, files: UploadedIcons): Promise<SettingsDto> {
    const errors: FieldErrors = {};
    const patch: Partial<AppSettings> = {};
    if (dto.title !== undefined) patch.title = dto.title;
    if (files.icon) {
      const verdict = await normalizeIcon(files.icon);
      if (verdict.ok) Object.assign(patch, { iconPng: verdict.png, hasIcon: true });
      else errors.icon = [verdict.reason];
    }
    if (files.iconSvg) {
      const verdict =
        files.iconSvg.length > SVG_MAX_BYTES
          ? ({ ok: false, reason: 'The SVG icon must be at most 512 KB.' } as const)
          : sanitizeSvg(files.iconSvg.toString('utf8'));
      if (verdict.ok) Object.assign(patch, { iconSvg: verdict.svg, hasIconSvg: true });
      else errors.iconSvg = [verdict.reason];
    } else if (dto.removeIconSvg === 'true') {
      Object.assign(patch, { iconSvg: null, hasIconSvg: false });
    }
    if (Object.keys(errors).length > 0) throw new InvalidInputException(errors);
    if (Object.keys(patch).length === 0) {
      throw new InvalidInputException({
        title: ['Nothing to update: send a title, an icon or an SVG icon.'],
      });
    }
    await this.current();
    await this.settings.update(SETTINGS_ID, { ...patch, version: newVersion() });
    this.publisher.to(PUBLIC_ROOM, 'app.info.updated', await this.productInfo());
    return this.view();
  }

  async iconPng(): Promise<Buffer> {
    const row = await this.settings.findOne({
      where: { id: SETTINGS_ID },
      select: { id: true, iconPng: true },
    });
    if (!row?.iconPng) throw new NotFoundException('No icon has been uploaded.');
    return row.iconPng;
  }

  async iconSvg(): Promise<string> {
    const row = await this.settings.findOne({
      where: { id: SETTINGS_ID },
      select: { id: true, iconSvg: true },
    });
    if (!row?.iconSvg) throw new NotFoundException('No SVG icon has been uploaded.');
    return row.iconSvg;
  }
}

function newVersion() {
  return `${Date.now().toString(36)}${randomBytes(4).toString('hex')}`;
}
