import type { MigrationInterface, QueryRunner } from 'typeorm';

export class JobRunCodes1795497592706 implements MigrationInterface {
  name = 'JobRunCodes1795497592706';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`job_runs\` ADD \`code\` varchar(64) NULL`);
    await queryRunner.query(`CREATE INDEX \`IDX_aad34e680a3327e212583a914e\` ON \`job_runs\` (\`state\`, \`updatedAt\`)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_aad34e680a3327e212583a914e\` ON \`job_runs\``);
    await queryRunner.query(`ALTER TABLE \`job_runs\` DROP COLUMN \`code\``);
  }
}
