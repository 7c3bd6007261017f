import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CloneToldSourceChange1796589043466 implements MigrationInterface {
  name = 'CloneToldSourceChange1796589043466';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`article_clones\` ADD \`toldSourceModifiedAt\` datetime NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`article_clones\` DROP COLUMN \`toldSourceModifiedAt\``);
  }
}
