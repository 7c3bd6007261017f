import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AnalyticsBreakdowns1795678077432 implements MigrationInterface {
  name = 'AnalyticsBreakdowns1795678077432';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`analytics_source_rollups\` (\`period\` varchar(5) NOT NULL, \`bucket\` date NOT NULL, \`websiteId\` int NOT NULL, \`views\` int UNSIGNED NOT NULL DEFAULT '0', \`visits\` int UNSIGNED NOT NULL DEFAULT '0', \`visitors\` int UNSIGNED NOT NULL DEFAULT '0', \`source\` varchar(10) NOT NULL, PRIMARY KEY (\`period\`, \`bucket\`, \`websiteId\`, \`source\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`analytics_page_rollups\` (\`period\` varchar(5) NOT NULL, \`bucket\` date NOT NULL, \`websiteId\` int NOT NULL, \`views\` int UNSIGNED NOT NULL DEFAULT '0', \`visits\` int UNSIGNED NOT NULL DEFAULT '0', \`visitors\` int UNSIGNED NOT NULL DEFAULT '0', \`pathKey\` binary(16) NOT NULL, PRIMARY KEY (\`period\`, \`bucket\`, \`websiteId\`, \`pathKey\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`analytics_paths\` (\`websiteId\` int NOT NULL, \`pathKey\` binary(16) NOT NULL, \`path\` varchar(500) NOT NULL, PRIMARY KEY (\`websiteId\`, \`pathKey\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`analytics_article_rollups\` (\`period\` varchar(5) NOT NULL, \`bucket\` date NOT NULL, \`websiteId\` int NOT NULL, \`views\` int UNSIGNED NOT NULL DEFAULT '0', \`visits\` int UNSIGNED NOT NULL DEFAULT '0', \`visitors\` int UNSIGNED NOT NULL DEFAULT '0', \`articleId\` int NOT NULL, PRIMARY KEY (\`period\`, \`bucket\`, \`websiteId\`, \`articleId\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE INDEX \`ix_analytics_events_at\` ON \`analytics_events\` (\`at\`)`);
    await queryRunner.query(`CREATE INDEX \`ix_analytics_minutes_bucket\` ON \`analytics_minutes\` (\`bucket\`)`);
    await queryRunner.query(`CREATE INDEX \`ix_analytics_hours_bucket\` ON \`analytics_hours\` (\`bucket\`)`);
    // Written by hand: the breakdowns of the page views already stored (the ingest keeps them
    // from now on). Day rows from the raw events, weeks and months summed from the day rows.
    const pathKey = 'UNHEX(MD5(LOWER(`path`)))';
    await queryRunner.query(
      `INSERT IGNORE INTO \`analytics_paths\` (websiteId, pathKey, path)
       SELECT websiteId, ${pathKey} k, MIN(path) FROM analytics_events WHERE kind = 'pageview'
       GROUP BY websiteId, k`,
    );
    for (const [table, key, raw, extra] of [
      ['analytics_source_rollups', 'source', 'source', ''],
      ['analytics_page_rollups', 'pathKey', pathKey, ''],
      ['analytics_article_rollups', 'articleId', 'articleId', 'AND `articleId` IS NOT NULL'],
    ]) {
      await queryRunner.query(
        `INSERT INTO \`${table}\` (period, bucket, websiteId, \`${key}\`, views, visits, visitors)
         SELECT 'day', day, websiteId, ${raw} k, COUNT(*), SUM(newVisit), COUNT(DISTINCT visitor)
         FROM analytics_events WHERE kind = 'pageview' ${extra} GROUP BY day, websiteId, k`,
      );
      for (const [period, start] of [
        ['week', 'DATE_SUB(bucket, INTERVAL WEEKDAY(bucket) DAY)'],
        ['month', "DATE_FORMAT(bucket, '%Y-%m-01')"],
      ]) {
        await queryRunner.query(
          `INSERT INTO \`${table}\` (period, bucket, websiteId, \`${key}\`, views, visits, visitors)
           SELECT '${period}', ${start} b, websiteId, \`${key}\`, SUM(views), SUM(visits), SUM(visitors)
           FROM \`${table}\` WHERE period = 'day' GROUP BY b, websiteId, \`${key}\``,
        );
      }
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`ix_analytics_hours_bucket\` ON \`analytics_hours\``);
    await queryRunner.query(`DROP INDEX \`ix_analytics_minutes_bucket\` ON \`analytics_minutes\``);
    await queryRunner.query(`DROP INDEX \`ix_analytics_events_at\` ON \`analytics_events\``);
    await queryRunner.query(`DROP TABLE \`analytics_article_rollups\``);
    await queryRunner.query(`DROP TABLE \`analytics_paths\``);
    await queryRunner.query(`DROP TABLE \`analytics_page_rollups\``);
    await queryRunner.query(`DROP TABLE \`analytics_source_rollups\``);
  }
}
