import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SyncRemoteTotal1795676246774 implements MigrationInterface {
  name = 'SyncRemoteTotal1795676246774';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`website_sync_states\` ADD \`remoteTotal\` int NULL`);
    await queryRunner.query(`ALTER TABLE \`website_sync_states\` ADD \`remoteCountedAt\` datetime(3) NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`website_sync_states\` DROP COLUMN \`remoteCountedAt\``);
    await queryRunner.query(`ALTER TABLE \`website_sync_states\` DROP COLUMN \`remoteTotal\``);
  }
}
