import type { MigrationInterface, QueryRunner } from 'typeorm';

export class GeneratedReplacedPost1796449884182 implements MigrationInterface {
  name = 'GeneratedReplacedPost1796449884182';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`generated_articles\` ADD \`replacedPost\` json NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`generated_articles\` DROP COLUMN \`replacedPost\``);
  }
}
