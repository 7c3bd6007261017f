import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ArticleExactFields1795517714352 implements MigrationInterface {
  name = 'ArticleExactFields1795517714352';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`website_terms\` ADD \`parentRemoteId\` int UNSIGNED NULL`);
    await queryRunner.query(`ALTER TABLE \`articles\` ADD \`titleFull\` text NULL`);
    await queryRunner.query(`ALTER TABLE \`articles\` ADD \`slug\` varchar(200) NOT NULL DEFAULT ''`);
    await queryRunner.query(`ALTER TABLE \`articles\` ADD \`sticky\` tinyint NOT NULL DEFAULT 0`);
    await queryRunner.query(`ALTER TABLE \`articles\` ADD \`passwordProtected\` tinyint NOT NULL DEFAULT 0`);
    await queryRunner.query(`ALTER TABLE \`articles\` ADD \`createdAtLocal\` varchar(19) NULL`);
    await queryRunner.query(`ALTER TABLE \`articles\` ADD \`modifiedAtLocal\` varchar(19) NULL`);
    await queryRunner.query(`ALTER TABLE \`articles\` ADD \`ogDescription\` text NULL`);
    await queryRunner.query(`ALTER TABLE \`articles\` ADD \`seoTitleDefault\` text NULL`);
    await queryRunner.query(`ALTER TABLE \`articles\` ADD \`ogTitleDefault\` text NULL`);
    await queryRunner.query(`ALTER TABLE \`articles\` ADD \`metaDescriptionDefault\` text NULL`);
    await queryRunner.query(`ALTER TABLE \`articles\` ADD \`ogDescriptionDefault\` text NULL`);
    await queryRunner.query(`ALTER TABLE \`articles\` ADD \`excerptGenerated\` text NULL`);
    await queryRunner.query(`ALTER TABLE \`articles\` ADD \`categoryPaths\` json NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`articles\` DROP COLUMN \`categoryPaths\``);
    await queryRunner.query(`ALTER TABLE \`articles\` DROP COLUMN \`excerptGenerated\``);
    await queryRunner.query(`ALTER TABLE \`articles\` DROP COLUMN \`ogDescriptionDefault\``);
    await queryRunner.query(`ALTER TABLE \`articles\` DROP COLUMN \`metaDescriptionDefault\``);
    await queryRunner.query(`ALTER TABLE \`articles\` DROP COLUMN \`ogTitleDefault\``);
    await queryRunner.query(`ALTER TABLE \`articles\` DROP COLUMN \`seoTitleDefault\``);
    await queryRunner.query(`ALTER TABLE \`articles\` DROP COLUMN \`ogDescription\``);
    await queryRunner.query(`ALTER TABLE \`articles\` DROP COLUMN \`modifiedAtLocal\``);
    await queryRunner.query(`ALTER TABLE \`articles\` DROP COLUMN \`createdAtLocal\``);
    await queryRunner.query(`ALTER TABLE \`articles\` DROP COLUMN \`passwordProtected\``);
    await queryRunner.query(`ALTER TABLE \`articles\` DROP COLUMN \`sticky\``);
    await queryRunner.query(`ALTER TABLE \`articles\` DROP COLUMN \`slug\``);
    await queryRunner.query(`ALTER TABLE \`articles\` DROP COLUMN \`titleFull\``);
    await queryRunner.query(`ALTER TABLE \`website_terms\` DROP COLUMN \`parentRemoteId\``);
  }
}
