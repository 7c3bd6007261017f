import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CloneRunFollowed1796501025240 implements MigrationInterface {
  name = 'CloneRunFollowed1796501025240';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`clone_runs\` ADD \`followed\` tinyint NOT NULL DEFAULT 0`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`clone_runs\` DROP COLUMN \`followed\``);
  }
}
