import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { writeAudit, type Audit } from '../core/audit/audit-trail';
import { AppSettings } from './entities/app-settings.entity';

/** The one row of `app_settings`. */
export const SETTINGS_ID = 1;

/** The `app_settings` queries; the images are read only when asked for. */
@Injectable()
export class SettingsRepository {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @InjectRepository(AppSettings) private readonly settings: Repository<AppSettings>,
  ) {}

  find(): Promise<AppSettings | null> {
    return this.settings.findOneBy({ id: SETTINGS_ID });
  }

  /** Creates the row with these values unless another process did first; returns the row. */
  async insertFirst(
    defaults: Pick<AppSettings, 'title' | 'version' | 'hasIcon' | 'hasIconSvg'>,
  ): Promise<AppSettings> {
    await this.settings.upsert(
      { id: SETTINGS_ID, ...defaults },
      { conflictPaths: ['id'], skipUpdateIfNoValuesChanged: true },
    );
    return this.settings.findOneByOrFail({ id: SETTINGS_ID });
  }

  async update(patch: Partial<AppSettings>, audit: Audit): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.getRepository(AppSettings).update(SETTINGS_ID, patch);
      if (audit.note.changes?.length) await writeAudit(tx, audit);
    });
  }

  async iconPng(): Promise<Buffer | null> {
    const row = await this.settings.findOne({
      where: { id: SETTINGS_ID },
      select: { id: true, iconPng: true },
    });
    return row?.iconPng ?? null;
  }

  async iconSvg(): Promise<string | null> {
    const row = await this.settings.findOne({
      where: { id: SETTINGS_ID },
      select: { id: true, iconSvg: true },
    });
    return row?.iconSvg ?? null;
  }
}
