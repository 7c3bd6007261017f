import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import type { AuthUser } from '../core/access/auth-user';
import { auditChanges } from '../core/audit/audit-trail';
import { AppConfig } from '../core/config/env';
import type { DomainErrorSpec } from '../core/http/error-codes';
import { DomainException, type FieldFailure } from '../core/http/domain-error';
import type { ImageProblem } from '../core/http/uploaded-image';
import { type ProductInfo } from '../core/realtime/event-map';
import { RealtimeEvents } from '../core/realtime/realtime-events';
import type { SettingsDto, UpdateSettingsDto } from './dto/settings.dto';
import type { AppSettings } from './entities/app-settings.entity';
import { normalizeIcon } from './icon-image';
import { SETTINGS_ERRORS } from './settings.errors';
import { SettingsRepository } from './settings.repository';
import { sanitizeSvg, type SvgProblem } from './svg-sanitizer';

export const SVG_MAX_BYTES = 512 * 1024;

const ICON_PROBLEMS: Record<ImageProblem, DomainErrorSpec> = {
  too_large: SETTINGS_ERRORS.iconTooLarge,
  not_image: SETTINGS_ERRORS.iconNotImage,
  unreadable: SETTINGS_ERRORS.iconUnreadable,
};

const SVG_PROBLEMS: Record<SvgProblem | 'too_large', DomainErrorSpec> = {
  too_large: SETTINGS_ERRORS.svgTooLarge,
  invalid: SETTINGS_ERRORS.svgInvalid,
  forbidden_element: SETTINGS_ERRORS.svgForbiddenElement,
  event_handlers: SETTINGS_ERRORS.svgEventHandlers,
  script_link: SETTINGS_ERRORS.svgScriptLink,
};

export interface UploadedIcons {
  icon?: Buffer;
  iconSvg?: Buffer;
}

@Injectable()
export class SettingsService {
  constructor(
    private readonly config: AppConfig,
    private readonly settings: SettingsRepository,
    private readonly events: RealtimeEvents,
  ) {}

  async current(): Promise<AppSettings> {
    const row = await this.settings.find();
    if (row) return row;
    return this.settings.insertFirst({
      title: this.config.APP_TITLE,
      version: newVersion(),
      hasIcon: false,
      hasIconSvg: false,
    });
  }

  /** The configured product title: mails, authenticator entries and pages say it. */
  async title(): Promise<string> {
    return (await this.current()).title;
  }

  async registrationOpen(): Promise<boolean> {
    return (await this.current()).registrationOpen;
  }

  async productInfo(): Promise<ProductInfo> {
    const row = await this.current();
    return {
      title: row.title,
      icon: row.hasIcon ? `/api/settings/icon.png?v=${row.version}` : 'favicon.ico',
      icon_svg: row.hasIconSvg ? `/api/settings/icon.svg?v=${row.version}` : null,
      version: row.version,
      defaultLocale: this.config.DEFAULT_LOCALE,
      registrationOpen: row.registrationOpen,
    };
  }

  async view(): Promise<SettingsDto> {
    const [row, info] = await Promise.all([this.current(), this.productInfo()]);
    return {
      title: row.title,
      icon: info.icon,
      icon_svg: info.icon_svg,
      registrationOpen: row.registrationOpen,
      auditRetentionDays: row.auditRetentionDays,
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  /** Validates everything first, then writes once: bad input changes nothing. */
  /** Days the audit trail keeps an entry. */
  async auditRetentionDays(): Promise<number> {
    return (await this.current()).auditRetentionDays;
  }

  async update(
    actor: AuthUser,
    dto: UpdateSettingsDto,
    files: UploadedIcons,
  ): Promise<SettingsDto> {
    const errors: Record<string, FieldFailure> = {};
    const patch: Partial<AppSettings> = {};
    if (dto.title !== undefined) patch.title = dto.title;
    if (dto.registrationOpen !== undefined) {
      patch.registrationOpen = dto.registrationOpen === 'true';
    }
    if (dto.auditRetentionDays !== undefined) patch.auditRetentionDays = dto.auditRetentionDays;
    if (files.icon) {
      const verdict = await normalizeIcon(files.icon);
      if (verdict.ok) Object.assign(patch, { iconPng: verdict.png, hasIcon: true });
      else errors.icon = { spec: ICON_PROBLEMS[verdict.problem], message: verdict.reason };
    }
    if (files.iconSvg) {
      const verdict =
        files.iconSvg.length > SVG_MAX_BYTES
          ? ({
              ok: false,
              problem: 'too_large',
              reason: SETTINGS_ERRORS.svgTooLarge.message,
            } as const)
          : sanitizeSvg(files.iconSvg.toString('utf8'));
      if (verdict.ok) Object.assign(patch, { iconSvg: verdict.svg, hasIconSvg: true });
      else errors.iconSvg = { spec: SVG_PROBLEMS[verdict.problem], message: verdict.reason };
    } else if (dto.removeIconSvg === 'true') {
      Object.assign(patch, { iconSvg: null, hasIconSvg: false });
    }
    if (Object.keys(errors).length > 0) throw DomainException.onFields(errors);
    if (Object.keys(patch).length === 0) {
      throw DomainException.onField('title', SETTINGS_ERRORS.nothingToUpdate);
    }
    const before = await this.current();
    // Images are named by whether there is one, and that a new one came.
    const icon = before.hasIcon ? 'set' : null;
    const iconSvg = before.hasIconSvg ? 'set' : null;
    const stateBefore = { ...before, icon, iconSvg };
    const stateAfter = {
      ...before,
      ...patch,
      icon: patch.iconPng ? 'replaced' : icon,
      iconSvg: patch.iconSvg ? 'replaced' : patch.hasIconSvg === false ? null : iconSvg,
    };
    await this.settings.update(
      { ...patch, version: newVersion() },
      {
        by: actor,
        note: {
          subject: 'settings',
          subjectId: null,
          label: before.title,
          action: 'updated',
          accountId: null,
          changes: auditChanges(stateBefore, stateAfter, [
            'title',
            'registrationOpen',
            'auditRetentionDays',
            'icon',
            'iconSvg',
          ]),
        },
      },
    );
    await this.events.publish('app.info.updated', await this.productInfo());
    return this.view();
  }

  async iconPng(): Promise<Buffer> {
    const png = await this.settings.iconPng();
    if (!png) throw new DomainException(SETTINGS_ERRORS.iconMissing);
    return png;
  }

  async iconSvg(): Promise<string> {
    const svg = await this.settings.iconSvg();
    if (!svg) throw new DomainException(SETTINGS_ERRORS.svgMissing);
    return svg;
  }
}

function newVersion() {
  return `${Date.now().toString(36)}${randomBytes(4).toString('hex')}`;
}
