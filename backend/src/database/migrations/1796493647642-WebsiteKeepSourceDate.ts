import type { MigrationInterface, QueryRunner } from 'typeorm';

export class WebsiteKeepSourceDate1796493647642 implements MigrationInterface {
  name = 'WebsiteKeepSourceDate1796493647642';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`websites\` ADD \`keepSourceDate\` tinyint NOT NULL DEFAULT 0`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`websites\` DROP COLUMN \`keepSourceDate\``);
  }
}
