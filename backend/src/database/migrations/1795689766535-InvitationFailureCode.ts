import type { MigrationInterface, QueryRunner } from 'typeorm';

export class InvitationFailureCode1795689766535 implements MigrationInterface {
  name = 'InvitationFailureCode1795689766535';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`mail_outbox\` ADD \`failureCode\` varchar(64) NULL`);
    await queryRunner.query(
      `ALTER TABLE \`mail_outbox\` ADD \`failureStatus\` smallint UNSIGNED NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`mail_outbox\` DROP COLUMN \`failureStatus\``);
    await queryRunner.query(`ALTER TABLE \`mail_outbox\` DROP COLUMN \`failureCode\``);
  }
}
