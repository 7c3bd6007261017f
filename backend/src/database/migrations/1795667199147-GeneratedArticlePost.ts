import type { MigrationInterface, QueryRunner } from 'typeorm';

export class GeneratedArticlePost1795667199147 implements MigrationInterface {
  name = 'GeneratedArticlePost1795667199147';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`generated_articles\` ADD \`remoteId\` int UNSIGNED NULL`);
    await queryRunner.query(`ALTER TABLE \`generated_articles\` ADD \`articleId\` int NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`generated_articles\` DROP COLUMN \`articleId\``);
    await queryRunner.query(`ALTER TABLE \`generated_articles\` DROP COLUMN \`remoteId\``);
  }
}
