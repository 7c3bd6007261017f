import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SettingsRegistrationOpen1795517943708 implements MigrationInterface {
  name = 'SettingsRegistrationOpen1795517943708';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`app_settings\` ADD \`registrationOpen\` tinyint NOT NULL DEFAULT 0`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`app_settings\` DROP COLUMN \`registrationOpen\``);
  }
}
