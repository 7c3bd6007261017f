import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A run someone stopped ends `cancelled`, its own state; runs cancelled before were `failed`. */
export class JobRunCancelled1796449208962 implements MigrationInterface {
  name = 'JobRunCancelled1796449208962';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_d7c5b6d2b366a4704c08e4e29a\` ON \`job_runs\``);
    await queryRunner.query(`DROP INDEX \`IDX_aad34e680a3327e212583a914e\` ON \`job_runs\``);
    await queryRunner.query(`ALTER TABLE \`job_runs\` CHANGE \`state\` \`state\` enum ('waiting', 'active', 'completed', 'failed', 'cancelled') NOT NULL DEFAULT 'waiting'`);
    await queryRunner.query(`CREATE INDEX \`IDX_aad34e680a3327e212583a914e\` ON \`job_runs\` (\`state\`, \`updatedAt\`)`);
    await queryRunner.query(`CREATE INDEX \`IDX_d7c5b6d2b366a4704c08e4e29a\` ON \`job_runs\` (\`queue\`, \`state\`)`);
    await queryRunner.query(
      `UPDATE \`job_runs\` SET \`state\` = 'cancelled' WHERE \`state\` = 'failed' AND \`code\` = 'job.cancelled'`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE \`job_runs\` SET \`state\` = 'failed' WHERE \`state\` = 'cancelled'`,
    );
    await queryRunner.query(`DROP INDEX \`IDX_d7c5b6d2b366a4704c08e4e29a\` ON \`job_runs\``);
    await queryRunner.query(`DROP INDEX \`IDX_aad34e680a3327e212583a914e\` ON \`job_runs\``);
    await queryRunner.query(`ALTER TABLE \`job_runs\` CHANGE \`state\` \`state\` enum ('waiting', 'active', 'completed', 'failed') NOT NULL DEFAULT 'waiting'`);
    await queryRunner.query(`CREATE INDEX \`IDX_aad34e680a3327e212583a914e\` ON \`job_runs\` (\`state\`, \`updatedAt\`)`);
    await queryRunner.query(`CREATE INDEX \`IDX_d7c5b6d2b366a4704c08e4e29a\` ON \`job_runs\` (\`queue\`, \`state\`)`);
  }
}
