import type { MigrationInterface, QueryRunner } from 'typeorm';

export class WebsiteConnector1796584658779 implements MigrationInterface {
  name = 'WebsiteConnector1796584658779';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE \`websites\` ADD \`connectorActive\` tinyint NOT NULL DEFAULT 0`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`websites\` DROP COLUMN \`connectorActive\``);
  }
}
