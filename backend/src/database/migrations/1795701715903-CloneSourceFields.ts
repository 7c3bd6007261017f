import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CloneSourceFields1795701715903 implements MigrationInterface {
  name = 'CloneSourceFields1795701715903';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`articles\` ADD \`featuredMediaId\` int UNSIGNED NULL`);
    await queryRunner.query(`ALTER TABLE \`articles\` ADD \`rawTitle\` text NULL`);
    await queryRunner.query(`ALTER TABLE \`articles\` ADD \`rawContent\` mediumtext NULL`);
    await queryRunner.query(`ALTER TABLE \`articles\` ADD \`rawExcerpt\` text NULL`);
    await queryRunner.query(`ALTER TABLE \`articles\` ADD \`postPassword\` varchar(255) NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`articles\` DROP COLUMN \`postPassword\``);
    await queryRunner.query(`ALTER TABLE \`articles\` DROP COLUMN \`rawExcerpt\``);
    await queryRunner.query(`ALTER TABLE \`articles\` DROP COLUMN \`rawContent\``);
    await queryRunner.query(`ALTER TABLE \`articles\` DROP COLUMN \`rawTitle\``);
    await queryRunner.query(`ALTER TABLE \`articles\` DROP COLUMN \`featuredMediaId\``);
  }
}
