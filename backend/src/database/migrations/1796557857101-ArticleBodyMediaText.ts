import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ArticleBodyMediaText1796557857101 implements MigrationInterface {
  name = 'ArticleBodyMediaText1796557857101';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`articles\` ADD \`bodyMediaText\` json NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`articles\` DROP COLUMN \`bodyMediaText\``);
  }
}
