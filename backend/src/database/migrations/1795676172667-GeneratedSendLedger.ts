import type { MigrationInterface, QueryRunner } from 'typeorm';

export class GeneratedSendLedger1795676172667 implements MigrationInterface {
  name = 'GeneratedSendLedger1795676172667';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`generated_articles\` ADD \`creatingAt\` datetime(3) NULL`);
    await queryRunner.query(`ALTER TABLE \`generated_articles\` ADD \`yoast\` varchar(16) NULL`);
    await queryRunner.query(`ALTER TABLE \`generated_articles\` CHANGE \`state\` \`state\` enum ('generating', 'ready', 'failed', 'sending', 'used', 'discarded') NOT NULL DEFAULT 'generating'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`generated_articles\` CHANGE \`state\` \`state\` enum ('generating', 'ready', 'failed', 'used', 'discarded') NOT NULL DEFAULT 'generating'`);
    await queryRunner.query(`ALTER TABLE \`generated_articles\` DROP COLUMN \`yoast\``);
    await queryRunner.query(`ALTER TABLE \`generated_articles\` DROP COLUMN \`creatingAt\``);
  }
}
