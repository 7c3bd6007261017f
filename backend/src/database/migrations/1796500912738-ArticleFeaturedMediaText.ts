import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ArticleFeaturedMediaText1796500912738 implements MigrationInterface {
  name = 'ArticleFeaturedMediaText1796500912738';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`articles\` ADD \`featuredMediaText\` json NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`articles\` DROP COLUMN \`featuredMediaText\``);
  }
}
