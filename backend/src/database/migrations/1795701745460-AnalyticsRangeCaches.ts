import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AnalyticsRangeCaches1795701745460 implements MigrationInterface {
  name = 'AnalyticsRangeCaches1795701745460';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`analytics_range_caches\` (\`id\` int NOT NULL AUTO_INCREMENT, \`cacheKey\` binary(16) NOT NULL, \`generation\` int UNSIGNED NOT NULL, \`ready\` tinyint NOT NULL DEFAULT 0, \`createdAt\` datetime NOT NULL, UNIQUE INDEX \`ux_analytics_range_caches_key\` (\`cacheKey\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`analytics_cache_generation\` (\`id\` tinyint NOT NULL, \`generation\` int UNSIGNED NOT NULL DEFAULT '0', PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`analytics_page_range_rows\` (\`cacheId\` int NOT NULL, \`websiteId\` int NOT NULL, \`views\` int UNSIGNED NOT NULL DEFAULT '0', \`visits\` int UNSIGNED NOT NULL DEFAULT '0', \`visitors\` int UNSIGNED NOT NULL DEFAULT '0', \`pathKey\` binary(16) NOT NULL, INDEX \`ix_analytics_page_range_rows_views\` (\`cacheId\`, \`views\`), PRIMARY KEY (\`cacheId\`, \`websiteId\`, \`pathKey\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`analytics_article_range_rows\` (\`cacheId\` int NOT NULL, \`websiteId\` int NOT NULL, \`views\` int UNSIGNED NOT NULL DEFAULT '0', \`visits\` int UNSIGNED NOT NULL DEFAULT '0', \`visitors\` int UNSIGNED NOT NULL DEFAULT '0', \`articleId\` int NOT NULL, INDEX \`ix_analytics_article_range_rows_views\` (\`cacheId\`, \`views\`), PRIMARY KEY (\`cacheId\`, \`websiteId\`, \`articleId\`)) ENGINE=InnoDB`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`ix_analytics_article_range_rows_views\` ON \`analytics_article_range_rows\``);
    await queryRunner.query(`DROP TABLE \`analytics_article_range_rows\``);
    await queryRunner.query(`DROP INDEX \`ix_analytics_page_range_rows_views\` ON \`analytics_page_range_rows\``);
    await queryRunner.query(`DROP TABLE \`analytics_page_range_rows\``);
    await queryRunner.query(`DROP TABLE \`analytics_cache_generation\``);
    await queryRunner.query(`DROP INDEX \`ux_analytics_range_caches_key\` ON \`analytics_range_caches\``);
    await queryRunner.query(`DROP TABLE \`analytics_range_caches\``);
  }
}
