import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Post passwords are kept sealed (SecretBox), which needs a longer column. Passwords stored in the
 * clear are dropped with the raw fields of their rows: a clone of such a post reads it from
 * WordPress until the next sync stores it again, sealed.
 */
export class SealedPostPasswords1795706128567 implements MigrationInterface {
  name = 'SealedPostPasswords1795706128567';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`articles\` MODIFY \`postPassword\` text NULL`);
    await queryRunner.query(
      `UPDATE \`articles\` SET \`rawTitle\` = NULL, \`rawContent\` = NULL, \`rawExcerpt\` = NULL, \`postPassword\` = NULL
        WHERE \`postPassword\` <> ''`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    // Sealed passwords mean nothing to the code before this one: those rows are read again.
    await queryRunner.query(
      `UPDATE \`articles\` SET \`rawTitle\` = NULL, \`rawContent\` = NULL, \`rawExcerpt\` = NULL, \`postPassword\` = NULL
        WHERE \`postPassword\` <> ''`,
    );
    await queryRunner.query(`ALTER TABLE \`articles\` MODIFY \`postPassword\` varchar(255) NULL`);
  }
}
