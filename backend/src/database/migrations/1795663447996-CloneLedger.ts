import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CloneLedger1795663447996 implements MigrationInterface {
  name = 'CloneLedger1795663447996';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`clone_media\` (\`id\` int NOT NULL AUTO_INCREMENT, \`websiteId\` int NOT NULL, \`sourceUrlHash\` char(64) NOT NULL, \`sourceUrl\` varchar(2000) NOT NULL, \`mediaId\` int UNSIGNED NOT NULL, \`mediaUrl\` varchar(2000) NOT NULL, \`sizes\` json NULL, UNIQUE INDEX \`uq_clone_media_website_source\` (\`websiteId\`, \`sourceUrlHash\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`article_clones\` (\`id\` int NOT NULL AUTO_INCREMENT, \`sourceArticleId\` int NOT NULL, \`websiteId\` int NOT NULL, \`remoteId\` int UNSIGNED NULL, \`link\` varchar(1000) NULL, \`cloneArticleId\` int NULL, \`clonedByUserId\` int NULL, \`type\` enum ('unchanged', 'ai') NOT NULL, \`state\` enum ('running', 'completed', 'failed') NOT NULL DEFAULT 'running', \`errorCode\` varchar(100) NULL, \`errorMessage\` varchar(500) NULL, \`params\` json NULL, \`yoast\` enum ('saved', 'not_saved', 'absent', 'skipped') NULL, \`sourceModifiedAt\` datetime NULL, \`lastJobId\` int NULL, \`createdAt\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), \`updatedAt\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3), INDEX \`IDX_56de402e49d44a1d4c96190b69\` (\`websiteId\`), INDEX \`IDX_4e10e4911676885a87ab194af4\` (\`cloneArticleId\`), UNIQUE INDEX \`uq_article_clones_source_website\` (\`sourceArticleId\`, \`websiteId\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`ALTER TABLE \`clone_media\` ADD CONSTRAINT \`FK_a75082bc3d8d41cfbd4c54cd1e3\` FOREIGN KEY (\`websiteId\`) REFERENCES \`websites\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`article_clones\` ADD CONSTRAINT \`FK_cd7263cd23a0e713d3296273dd4\` FOREIGN KEY (\`sourceArticleId\`) REFERENCES \`articles\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`article_clones\` ADD CONSTRAINT \`FK_56de402e49d44a1d4c96190b694\` FOREIGN KEY (\`websiteId\`) REFERENCES \`websites\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`article_clones\` DROP FOREIGN KEY \`FK_56de402e49d44a1d4c96190b694\``);
    await queryRunner.query(`ALTER TABLE \`article_clones\` DROP FOREIGN KEY \`FK_cd7263cd23a0e713d3296273dd4\``);
    await queryRunner.query(`ALTER TABLE \`clone_media\` DROP FOREIGN KEY \`FK_a75082bc3d8d41cfbd4c54cd1e3\``);
    await queryRunner.query(`DROP INDEX \`uq_article_clones_source_website\` ON \`article_clones\``);
    await queryRunner.query(`DROP INDEX \`IDX_4e10e4911676885a87ab194af4\` ON \`article_clones\``);
    await queryRunner.query(`DROP INDEX \`IDX_56de402e49d44a1d4c96190b69\` ON \`article_clones\``);
    await queryRunner.query(`DROP TABLE \`article_clones\``);
    await queryRunner.query(`DROP INDEX \`uq_clone_media_website_source\` ON \`clone_media\``);
    await queryRunner.query(`DROP TABLE \`clone_media\``);
  }
}
