import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Incremental sync and reconcile: each website's sync cursor, its `syncDays` window, and the
 * `pending` status (appended to the enum: existing values and indexes stay as they are).
 */
export class SyncCursorAndReconcile1795663586312 implements MigrationInterface {
  name = 'SyncCursorAndReconcile1795663586312';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`website_sync_states\` (\`websiteId\` int NOT NULL, \`cursor\` datetime(3) NULL, \`fullSyncedAt\` datetime(3) NULL, \`reconciledAt\` datetime(3) NULL, PRIMARY KEY (\`websiteId\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(`ALTER TABLE \`websites\` ADD \`syncDays\` int NULL`);
    await queryRunner.query(
      `ALTER TABLE \`articles\` CHANGE \`status\` \`status\` enum ('publish', 'private', 'draft', 'future', 'trash', 'pending') NOT NULL`,
    );
    await queryRunner.query(
      `ALTER TABLE \`article_counts\` CHANGE \`status\` \`status\` enum ('publish', 'private', 'draft', 'future', 'trash', 'pending') NOT NULL`,
    );
    await queryRunner.query(
      `ALTER TABLE \`website_sync_states\` ADD CONSTRAINT \`FK_4a3c98a1d246027b84e108d7909\` FOREIGN KEY (\`websiteId\`) REFERENCES \`websites\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE \`website_sync_states\` DROP FOREIGN KEY \`FK_4a3c98a1d246027b84e108d7909\``,
    );
    await queryRunner.query(
      `ALTER TABLE \`article_counts\` CHANGE \`status\` \`status\` enum ('publish', 'private', 'draft', 'future', 'trash') NOT NULL`,
    );
    await queryRunner.query(
      `ALTER TABLE \`articles\` CHANGE \`status\` \`status\` enum ('publish', 'private', 'draft', 'future', 'trash') NOT NULL`,
    );
    await queryRunner.query(`ALTER TABLE \`websites\` DROP COLUMN \`syncDays\``);
    await queryRunner.query(`DROP TABLE \`website_sync_states\``);
  }
}
