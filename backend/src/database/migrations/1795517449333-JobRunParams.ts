import type { MigrationInterface, QueryRunner } from 'typeorm';

export class JobRunParams1795517449333 implements MigrationInterface {
  name = 'JobRunParams1795517449333';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`job_runs\` ADD \`params\` json NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`job_runs\` DROP COLUMN \`params\``);
  }
}
