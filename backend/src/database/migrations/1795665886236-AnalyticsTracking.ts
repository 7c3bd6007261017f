import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AnalyticsTracking1795665886236 implements MigrationInterface {
  name = 'AnalyticsTracking1795665886236';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`analytics_sites\` (\`websiteId\` int NOT NULL, \`publicId\` char(24) NOT NULL, UNIQUE INDEX \`uq_analytics_sites_public\` (\`publicId\`), PRIMARY KEY (\`websiteId\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`analytics_minutes\` (\`websiteId\` int NOT NULL, \`bucket\` datetime NOT NULL, \`views\` int UNSIGNED NOT NULL DEFAULT '0', \`visits\` int UNSIGNED NOT NULL DEFAULT '0', \`visitors\` int UNSIGNED NOT NULL DEFAULT '0', \`conversions\` int UNSIGNED NOT NULL DEFAULT '0', PRIMARY KEY (\`websiteId\`, \`bucket\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`analytics_hours\` (\`websiteId\` int NOT NULL, \`bucket\` datetime NOT NULL, \`views\` int UNSIGNED NOT NULL DEFAULT '0', \`visits\` int UNSIGNED NOT NULL DEFAULT '0', \`visitors\` int UNSIGNED NOT NULL DEFAULT '0', \`conversions\` int UNSIGNED NOT NULL DEFAULT '0', PRIMARY KEY (\`websiteId\`, \`bucket\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`analytics_days\` (\`websiteId\` int NOT NULL, \`bucket\` datetime NOT NULL, \`views\` int UNSIGNED NOT NULL DEFAULT '0', \`visits\` int UNSIGNED NOT NULL DEFAULT '0', \`visitors\` int UNSIGNED NOT NULL DEFAULT '0', \`conversions\` int UNSIGNED NOT NULL DEFAULT '0', PRIMARY KEY (\`websiteId\`, \`bucket\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`analytics_goals\` (\`createdAt\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), \`updatedAt\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3), \`id\` int NOT NULL AUTO_INCREMENT, \`websiteId\` int NOT NULL, \`name\` varchar(100) NOT NULL, \`kind\` varchar(8) NOT NULL, \`value\` varchar(300) NOT NULL, UNIQUE INDEX \`uq_analytics_goals_site_kind_value\` (\`websiteId\`, \`kind\`, \`value\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`analytics_events\` (\`id\` bigint NOT NULL AUTO_INCREMENT, \`day\` date NOT NULL, \`at\` datetime(3) NOT NULL, \`websiteId\` int NOT NULL, \`kind\` varchar(8) NOT NULL, \`eventName\` varchar(100) NULL, \`visitor\` char(32) NOT NULL, \`path\` varchar(500) NOT NULL, \`articleId\` int NULL, \`source\` varchar(10) NOT NULL, \`referrerHost\` varchar(255) NULL, \`utmSource\` varchar(100) NULL, \`utmMedium\` varchar(100) NULL, \`utmCampaign\` varchar(100) NULL, \`utmTerm\` varchar(100) NULL, \`utmContent\` varchar(100) NULL, \`newVisit\` tinyint NOT NULL DEFAULT 0, \`goalId\` int NULL, INDEX \`ix_analytics_events_site_at\` (\`websiteId\`, \`at\`), PRIMARY KEY (\`id\`, \`day\`)) ENGINE=InnoDB`);
    await queryRunner.query(`ALTER TABLE \`analytics_sites\` ADD CONSTRAINT \`FK_2f4c17bda7b77f7985d6db3fcf0\` FOREIGN KEY (\`websiteId\`) REFERENCES \`websites\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`analytics_goals\` ADD CONSTRAINT \`FK_81c99aeacfbc5054682597417a2\` FOREIGN KEY (\`websiteId\`) REFERENCES \`websites\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    // Written by hand (TypeORM knows no partitions): raw events are partitioned by day, so the
    // retention drops whole days; AnalyticsRetention adds each coming day's partition out of pmax.
    await queryRunner.query(
      `ALTER TABLE \`analytics_events\` PARTITION BY RANGE (TO_DAYS(\`day\`)) (PARTITION p_start VALUES LESS THAN (TO_DAYS('2000-01-01')), PARTITION pmax VALUES LESS THAN MAXVALUE)`,
    );
    // Every existing website gets its random public id.
    await queryRunner.query(
      `INSERT INTO \`analytics_sites\` (\`websiteId\`, \`publicId\`) SELECT \`id\`, LEFT(SHA2(CONCAT(\`id\`, RAND(), UUID()), 256), 24) FROM \`websites\``,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`analytics_goals\` DROP FOREIGN KEY \`FK_81c99aeacfbc5054682597417a2\``);
    await queryRunner.query(`ALTER TABLE \`analytics_sites\` DROP FOREIGN KEY \`FK_2f4c17bda7b77f7985d6db3fcf0\``);
    await queryRunner.query(`DROP INDEX \`ix_analytics_events_site_at\` ON \`analytics_events\``);
    await queryRunner.query(`DROP TABLE \`analytics_events\``);
    await queryRunner.query(`DROP INDEX \`uq_analytics_goals_site_kind_value\` ON \`analytics_goals\``);
    await queryRunner.query(`DROP TABLE \`analytics_goals\``);
    await queryRunner.query(`DROP TABLE \`analytics_days\``);
    await queryRunner.query(`DROP TABLE \`analytics_hours\``);
    await queryRunner.query(`DROP TABLE \`analytics_minutes\``);
    await queryRunner.query(`DROP INDEX \`uq_analytics_sites_public\` ON \`analytics_sites\``);
    await queryRunner.query(`DROP TABLE \`analytics_sites\``);
  }
}
