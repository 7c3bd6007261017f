import type { MigrationInterface, QueryRunner } from 'typeorm';

export class JobRunDetail1795701489138 implements MigrationInterface {
  name = 'JobRunDetail1795701489138';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`job_runs\` ADD \`detail\` json NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`job_runs\` DROP COLUMN \`detail\``);
  }
}
