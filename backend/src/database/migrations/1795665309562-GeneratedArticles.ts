import type { MigrationInterface, QueryRunner } from 'typeorm';

export class GeneratedArticles1795665309562 implements MigrationInterface {
  name = 'GeneratedArticles1795665309562';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`generated_articles\` (\`createdAt\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), \`updatedAt\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3), \`id\` int NOT NULL AUTO_INCREMENT, \`accountId\` int NOT NULL, \`userId\` int NULL, \`websiteId\` int NOT NULL, \`topic\` varchar(500) NOT NULL, \`mode\` enum ('update', 'follow_up', 'rework') NOT NULL, \`targetArticleId\` int NULL, \`sourceArticleIds\` json NOT NULL, \`state\` enum ('generating', 'ready', 'failed', 'used', 'discarded') NOT NULL DEFAULT 'generating', \`jobId\` int NULL, \`title\` varchar(500) NULL, \`contentHtml\` mediumtext NULL, \`excerpt\` text NULL, \`seoTitle\` varchar(500) NULL, \`ogTitle\` varchar(500) NULL, \`metaDescription\` varchar(1000) NULL, \`focusKeyword\` varchar(255) NULL, \`failureCode\` varchar(64) NULL, INDEX \`IDX_61edbb5189516ab15b68f4ed57\` (\`userId\`, \`createdAt\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`ALTER TABLE \`generated_articles\` ADD CONSTRAINT \`FK_f1abcdadaf09cdd03c1cea09a44\` FOREIGN KEY (\`userId\`) REFERENCES \`users\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`generated_articles\` ADD CONSTRAINT \`FK_0a48cfd723db83c7c14ae5bd102\` FOREIGN KEY (\`websiteId\`) REFERENCES \`websites\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`generated_articles\` DROP FOREIGN KEY \`FK_0a48cfd723db83c7c14ae5bd102\``);
    await queryRunner.query(`ALTER TABLE \`generated_articles\` DROP FOREIGN KEY \`FK_f1abcdadaf09cdd03c1cea09a44\``);
    await queryRunner.query(`DROP INDEX \`IDX_61edbb5189516ab15b68f4ed57\` ON \`generated_articles\``);
    await queryRunner.query(`DROP TABLE \`generated_articles\``);
  }
}
