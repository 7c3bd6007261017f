import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CloneCreatingMark1795666152036 implements MigrationInterface {
  name = 'CloneCreatingMark1795666152036';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`article_clones\` ADD \`creatingAt\` datetime(3) NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`article_clones\` DROP COLUMN \`creatingAt\``);
  }
}
