import type { MigrationInterface, QueryRunner } from 'typeorm';

export class WebsiteAuthorCanonical1796489261045 implements MigrationInterface {
  name = 'WebsiteAuthorCanonical1796489261045';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`websites\` ADD \`defaultAuthor\` varchar(255) NULL`);
    await queryRunner.query(`ALTER TABLE \`websites\` ADD \`canonicalToSource\` tinyint NOT NULL DEFAULT 1`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`websites\` DROP COLUMN \`canonicalToSource\``);
    await queryRunner.query(`ALTER TABLE \`websites\` DROP COLUMN \`defaultAuthor\``);
  }
}
