import type { MigrationInterface, QueryRunner } from 'typeorm';

export class WebsitesArticles1795327018333 implements MigrationInterface {
  name = 'WebsitesArticles1795327018333';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`websites\` (\`createdAt\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), \`updatedAt\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3), \`id\` int NOT NULL AUTO_INCREMENT, \`accountId\` int NOT NULL, \`name\` varchar(255) NOT NULL, \`url\` varchar(500) NOT NULL, \`apiUsername\` varchar(255) NULL, \`apiKeySealed\` text NULL, \`language\` varchar(16) NULL, \`aiProviderId\` int NULL, \`translationProviderId\` int NULL, \`verified\` tinyint NOT NULL DEFAULT 0, \`verifiedAt\` datetime(3) NULL, \`restUrl\` varchar(600) NULL, \`wpVersion\` varchar(32) NULL, \`timezone\` varchar(64) NULL, \`yoastActive\` tinyint NOT NULL DEFAULT 0, \`lastVerifyError\` varchar(500) NULL, \`syncIntervalMinutes\` int NULL, \`lastSyncedAt\` datetime(3) NULL, INDEX \`IDX_b88cf70eb5c48106f8d6a69fd0\` (\`accountId\`, \`name\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`website_users\` (\`websiteId\` int NOT NULL, \`userId\` int NOT NULL, \`canWrite\` tinyint NOT NULL DEFAULT 0, INDEX \`IDX_7fba41f44afa8d217f177d343f\` (\`userId\`, \`websiteId\`), PRIMARY KEY (\`websiteId\`, \`userId\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`website_terms\` (\`websiteId\` int NOT NULL, \`taxonomy\` enum ('category', 'tag') NOT NULL, \`remoteId\` int UNSIGNED NOT NULL, \`name\` varchar(255) NOT NULL, PRIMARY KEY (\`websiteId\`, \`taxonomy\`, \`remoteId\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`website_authors\` (\`websiteId\` int NOT NULL, \`remoteId\` int UNSIGNED NOT NULL, \`name\` varchar(255) NOT NULL, PRIMARY KEY (\`websiteId\`, \`remoteId\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`articles\` (\`id\` int NOT NULL AUTO_INCREMENT, \`websiteId\` int NOT NULL, \`remoteId\` int UNSIGNED NOT NULL, \`title\` varchar(500) NOT NULL, \`authorRemoteId\` int UNSIGNED NULL, \`authorName\` varchar(255) NULL, \`status\` enum ('publish', 'private', 'draft', 'future', 'trash') NOT NULL, \`createdAt\` datetime NULL, \`publishedAt\` datetime NULL, \`modifiedAt\` datetime NOT NULL, \`clonedFromArticleId\` int NULL, \`assignedToUserId\` int NULL, \`generatedByAi\` tinyint NOT NULL DEFAULT 0, \`seoTitle\` varchar(500) NULL, \`ogTitle\` varchar(500) NULL, \`metaDescription\` varchar(1000) NULL, \`focusKeyword\` varchar(255) NULL, \`contentHtml\` mediumtext NULL, \`excerpt\` text NULL, \`link\` varchar(1000) NOT NULL DEFAULT '', \`featuredImageUrl\` varchar(1000) NULL, \`categories\` json NULL, \`tags\` json NULL, \`deletedInWp\` tinyint NOT NULL DEFAULT 0, \`importedAt\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), \`updatedAt\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3), INDEX \`IDX_b6c3ccae9e9282b5c71413efe2\` (\`clonedFromArticleId\`), INDEX \`IDX_538aa205918fec589051d00caf\` (\`assignedToUserId\`), FULLTEXT INDEX \`ft_articles_title\` (\`title\`), INDEX \`ix_articles_w_author_modified\` (\`websiteId\`, \`authorName\`, \`modifiedAt\`, \`id\`), INDEX \`ix_articles_author_modified\` (\`authorName\`, \`modifiedAt\`, \`id\`), INDEX \`ix_articles_s_title\` (\`status\`, \`title\`, \`id\`), INDEX \`ix_articles_title\` (\`title\`, \`id\`), INDEX \`ix_articles_ws_title\` (\`websiteId\`, \`status\`, \`title\`, \`id\`), INDEX \`ix_articles_w_title\` (\`websiteId\`, \`title\`, \`id\`), INDEX \`ix_articles_s_created\` (\`status\`, \`createdAt\`, \`id\`), INDEX \`ix_articles_created\` (\`createdAt\`, \`id\`), INDEX \`ix_articles_ws_created\` (\`websiteId\`, \`status\`, \`createdAt\`, \`id\`), INDEX \`ix_articles_w_created\` (\`websiteId\`, \`createdAt\`, \`id\`), INDEX \`ix_articles_s_published\` (\`status\`, \`publishedAt\`, \`id\`), INDEX \`ix_articles_published\` (\`publishedAt\`, \`id\`), INDEX \`ix_articles_ws_published\` (\`websiteId\`, \`status\`, \`publishedAt\`, \`id\`), INDEX \`ix_articles_w_published\` (\`websiteId\`, \`publishedAt\`, \`id\`), INDEX \`ix_articles_s_modified\` (\`status\`, \`modifiedAt\`, \`id\`), INDEX \`ix_articles_modified\` (\`modifiedAt\`, \`id\`), INDEX \`ix_articles_ws_modified\` (\`websiteId\`, \`status\`, \`modifiedAt\`, \`id\`), INDEX \`ix_articles_w_modified\` (\`websiteId\`, \`modifiedAt\`, \`id\`), UNIQUE INDEX \`uq_articles_website_remote\` (\`websiteId\`, \`remoteId\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`article_counts\` (\`websiteId\` int NOT NULL, \`status\` enum ('publish', 'private', 'draft', 'future', 'trash') NOT NULL, \`count\` int NOT NULL DEFAULT '0', PRIMARY KEY (\`websiteId\`, \`status\`)) ENGINE=InnoDB`);
    await queryRunner.query(`ALTER TABLE \`websites\` ADD CONSTRAINT \`FK_720cfa6b732b433ee2e16b1d7f2\` FOREIGN KEY (\`accountId\`) REFERENCES \`accounts\`(\`id\`) ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`website_users\` ADD CONSTRAINT \`FK_98d2f7620c141412419350951bc\` FOREIGN KEY (\`websiteId\`) REFERENCES \`websites\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`website_users\` ADD CONSTRAINT \`FK_a16aa49af8bcfb37e10a4b730a5\` FOREIGN KEY (\`userId\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`website_terms\` ADD CONSTRAINT \`FK_50462260a8a2a8ab1f680708e6f\` FOREIGN KEY (\`websiteId\`) REFERENCES \`websites\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`website_authors\` ADD CONSTRAINT \`FK_469b1e123d6473dc4a830ea4bb0\` FOREIGN KEY (\`websiteId\`) REFERENCES \`websites\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`articles\` ADD CONSTRAINT \`FK_b2f8bff78c745ee9a465326e125\` FOREIGN KEY (\`websiteId\`) REFERENCES \`websites\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`article_counts\` ADD CONSTRAINT \`FK_a087e98540fc7294d237484b83b\` FOREIGN KEY (\`websiteId\`) REFERENCES \`websites\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`article_counts\` DROP FOREIGN KEY \`FK_a087e98540fc7294d237484b83b\``);
    await queryRunner.query(`ALTER TABLE \`articles\` DROP FOREIGN KEY \`FK_b2f8bff78c745ee9a465326e125\``);
    await queryRunner.query(`ALTER TABLE \`website_authors\` DROP FOREIGN KEY \`FK_469b1e123d6473dc4a830ea4bb0\``);
    await queryRunner.query(`ALTER TABLE \`website_terms\` DROP FOREIGN KEY \`FK_50462260a8a2a8ab1f680708e6f\``);
    await queryRunner.query(`ALTER TABLE \`website_users\` DROP FOREIGN KEY \`FK_a16aa49af8bcfb37e10a4b730a5\``);
    await queryRunner.query(`ALTER TABLE \`website_users\` DROP FOREIGN KEY \`FK_98d2f7620c141412419350951bc\``);
    await queryRunner.query(`ALTER TABLE \`websites\` DROP FOREIGN KEY \`FK_720cfa6b732b433ee2e16b1d7f2\``);
    await queryRunner.query(`DROP TABLE \`article_counts\``);
    await queryRunner.query(`DROP INDEX \`uq_articles_website_remote\` ON \`articles\``);
    await queryRunner.query(`DROP INDEX \`ix_articles_w_modified\` ON \`articles\``);
    await queryRunner.query(`DROP INDEX \`ix_articles_ws_modified\` ON \`articles\``);
    await queryRunner.query(`DROP INDEX \`ix_articles_modified\` ON \`articles\``);
    await queryRunner.query(`DROP INDEX \`ix_articles_s_modified\` ON \`articles\``);
    await queryRunner.query(`DROP INDEX \`ix_articles_w_published\` ON \`articles\``);
    await queryRunner.query(`DROP INDEX \`ix_articles_ws_published\` ON \`articles\``);
    await queryRunner.query(`DROP INDEX \`ix_articles_published\` ON \`articles\``);
    await queryRunner.query(`DROP INDEX \`ix_articles_s_published\` ON \`articles\``);
    await queryRunner.query(`DROP INDEX \`ix_articles_w_created\` ON \`articles\``);
    await queryRunner.query(`DROP INDEX \`ix_articles_ws_created\` ON \`articles\``);
    await queryRunner.query(`DROP INDEX \`ix_articles_created\` ON \`articles\``);
    await queryRunner.query(`DROP INDEX \`ix_articles_s_created\` ON \`articles\``);
    await queryRunner.query(`DROP INDEX \`ix_articles_w_title\` ON \`articles\``);
    await queryRunner.query(`DROP INDEX \`ix_articles_ws_title\` ON \`articles\``);
    await queryRunner.query(`DROP INDEX \`ix_articles_title\` ON \`articles\``);
    await queryRunner.query(`DROP INDEX \`ix_articles_s_title\` ON \`articles\``);
    await queryRunner.query(`DROP INDEX \`ix_articles_author_modified\` ON \`articles\``);
    await queryRunner.query(`DROP INDEX \`ix_articles_w_author_modified\` ON \`articles\``);
    await queryRunner.query(`DROP INDEX \`ft_articles_title\` ON \`articles\``);
    await queryRunner.query(`DROP INDEX \`IDX_538aa205918fec589051d00caf\` ON \`articles\``);
    await queryRunner.query(`DROP INDEX \`IDX_b6c3ccae9e9282b5c71413efe2\` ON \`articles\``);
    await queryRunner.query(`DROP TABLE \`articles\``);
    await queryRunner.query(`DROP TABLE \`website_authors\``);
    await queryRunner.query(`DROP TABLE \`website_terms\``);
    await queryRunner.query(`DROP INDEX \`IDX_7fba41f44afa8d217f177d343f\` ON \`website_users\``);
    await queryRunner.query(`DROP TABLE \`website_users\``);
    await queryRunner.query(`DROP INDEX \`IDX_b88cf70eb5c48106f8d6a69fd0\` ON \`websites\``);
    await queryRunner.query(`DROP TABLE \`websites\``);
  }
}
