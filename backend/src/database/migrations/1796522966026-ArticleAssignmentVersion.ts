import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ArticleAssignmentVersion1796522966026 implements MigrationInterface {
  name = 'ArticleAssignmentVersion1796522966026';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`articles\` ADD \`assignmentVersion\` int NOT NULL DEFAULT '1'`);
    await queryRunner.query(`ALTER TABLE \`articles\` ADD \`assignedById\` int NULL`);
    await queryRunner.query(`ALTER TABLE \`articles\` ADD \`assignedAt\` datetime(3) NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`articles\` DROP COLUMN \`assignedAt\``);
    await queryRunner.query(`ALTER TABLE \`articles\` DROP COLUMN \`assignedById\``);
    await queryRunner.query(`ALTER TABLE \`articles\` DROP COLUMN \`assignmentVersion\``);
  }
}
