import type { MigrationInterface, QueryRunner } from 'typeorm';

export class InvitationDelivery1795664886728 implements MigrationInterface {
  name = 'InvitationDelivery1795664886728';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`mail_outbox\` ADD \`userId\` int NULL`);
    await queryRunner.query(`ALTER TABLE \`mail_outbox\` ADD \`purpose\` varchar(32) NULL`);
    await queryRunner.query(`ALTER TABLE \`mail_outbox\` ADD \`failedAt\` datetime(3) NULL`);
    await queryRunner.query(`ALTER TABLE \`mail_outbox\` ADD \`failure\` varchar(500) NULL`);
    await queryRunner.query(`CREATE INDEX \`IDX_8d39e8125ebde484be98ffd433\` ON \`mail_outbox\` (\`userId\`)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_8d39e8125ebde484be98ffd433\` ON \`mail_outbox\``);
    await queryRunner.query(`ALTER TABLE \`mail_outbox\` DROP COLUMN \`failure\``);
    await queryRunner.query(`ALTER TABLE \`mail_outbox\` DROP COLUMN \`failedAt\``);
    await queryRunner.query(`ALTER TABLE \`mail_outbox\` DROP COLUMN \`purpose\``);
    await queryRunner.query(`ALTER TABLE \`mail_outbox\` DROP COLUMN \`userId\``);
  }
}
