import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ReviewBeforePublish1796594264278 implements MigrationInterface {
  name = 'ReviewBeforePublish1796594264278';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`websites\` ADD \`reviewAi\` tinyint NOT NULL DEFAULT 1`);
    await queryRunner.query(`ALTER TABLE \`article_clones\` ADD \`draft\` json NULL`);
    await queryRunner.query(`ALTER TABLE \`article_clones\` ADD \`heldAt\` datetime(3) NULL`);
    await queryRunner.query(`ALTER TABLE \`article_clones\` ADD \`reviewedByUserId\` int NULL`);
    await queryRunner.query(`ALTER TABLE \`article_clones\` ADD \`reviewedAt\` datetime(3) NULL`);
    await queryRunner.query(`ALTER TABLE \`article_clones\` CHANGE \`state\` \`state\` enum ('running', 'held', 'completed', 'failed', 'cancelled') NOT NULL DEFAULT 'running'`);
    await queryRunner.query(`ALTER TABLE \`clone_runs\` CHANGE \`state\` \`state\` enum ('running', 'held', 'completed', 'failed', 'cancelled') NOT NULL DEFAULT 'running'`);
    await queryRunner.query(`CREATE INDEX \`ix_article_clones_state\` ON \`article_clones\` (\`state\`, \`id\`)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`ix_article_clones_state\` ON \`article_clones\``);
    await queryRunner.query(`ALTER TABLE \`clone_runs\` CHANGE \`state\` \`state\` enum ('running', 'completed', 'failed', 'cancelled') NOT NULL DEFAULT 'running'`);
    await queryRunner.query(`ALTER TABLE \`article_clones\` CHANGE \`state\` \`state\` enum ('running', 'completed', 'failed', 'cancelled') NOT NULL DEFAULT 'running'`);
    await queryRunner.query(`ALTER TABLE \`article_clones\` DROP COLUMN \`reviewedAt\``);
    await queryRunner.query(`ALTER TABLE \`article_clones\` DROP COLUMN \`reviewedByUserId\``);
    await queryRunner.query(`ALTER TABLE \`article_clones\` DROP COLUMN \`heldAt\``);
    await queryRunner.query(`ALTER TABLE \`article_clones\` DROP COLUMN \`draft\``);
    await queryRunner.query(`ALTER TABLE \`websites\` DROP COLUMN \`reviewAi\``);
  }
}
