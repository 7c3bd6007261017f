import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AnalyticsEventsByArticle1796558220168 implements MigrationInterface {
  name = 'AnalyticsEventsByArticle1796558220168';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX \`ix_analytics_events_article_at\` ON \`analytics_events\` (\`articleId\`, \`at\`)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`ix_analytics_events_article_at\` ON \`analytics_events\``);
  }
}
