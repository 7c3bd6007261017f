import type { MigrationInterface, QueryRunner } from 'typeorm';

export class JobRunRetries1796450451363 implements MigrationInterface {
  name = 'JobRunRetries1796450451363';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`job_runs\` ADD \`maxAttempts\` smallint UNSIGNED NOT NULL DEFAULT '1'`);
    await queryRunner.query(`ALTER TABLE \`job_runs\` ADD \`nextAttemptAt\` datetime(3) NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`job_runs\` DROP COLUMN \`nextAttemptAt\``);
    await queryRunner.query(`ALTER TABLE \`job_runs\` DROP COLUMN \`maxAttempts\``);
  }
}
