import type { MigrationInterface, QueryRunner } from 'typeorm';

export class WebsiteIdentity1796452445783 implements MigrationInterface {
  name = 'WebsiteIdentity1796452445783';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`websites\` ADD \`wpHome\` varchar(500) NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`websites\` DROP COLUMN \`wpHome\``);
  }
}
