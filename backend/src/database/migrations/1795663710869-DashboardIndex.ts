import type { MigrationInterface, QueryRunner } from 'typeorm';

export class DashboardIndex1795663710869 implements MigrationInterface {
  name = 'DashboardIndex1795663710869';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX \`ix_articles_dashboard\` ON \`articles\` (\`websiteId\`, \`deletedInWp\`, \`modifiedAt\`, \`status\`, \`generatedByAi\`, \`clonedFromArticleId\`)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`ix_articles_dashboard\` ON \`articles\``);
  }
}
