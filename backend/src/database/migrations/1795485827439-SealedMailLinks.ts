import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SealedMailLinks1795485827439 implements MigrationInterface {
  name = 'SealedMailLinks1795485827439';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`mail_outbox\` ADD \`sealedLink\` text NULL`);
    // Mails stored before kept their links in clear: erase the tokens (sent mails no longer need
    // them; an unsent one fails to a dead link rather than leave a working one at rest).
    for (const column of ['text', 'html']) {
      await queryRunner.query(
        `UPDATE \`mail_outbox\` SET \`${column}\` = REGEXP_REPLACE(\`${column}\`, 'token=[A-Za-z0-9_%.-]+', 'token=erased') WHERE \`${column}\` LIKE '%token=%'`,
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`mail_outbox\` DROP COLUMN \`sealedLink\``);
  }
}
