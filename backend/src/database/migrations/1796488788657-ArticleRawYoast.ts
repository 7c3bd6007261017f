import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ArticleRawYoast1796488788657 implements MigrationInterface {
  name = 'ArticleRawYoast1796488788657';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`articles\` ADD \`rawYoast\` json NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`articles\` DROP COLUMN \`rawYoast\``);
  }
}
