import type { MigrationInterface, QueryRunner } from 'typeorm';

export class JobRunSubjects1795497779577 implements MigrationInterface {
  name = 'JobRunSubjects1795497779577';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`job_runs\` ADD \`stage\` varchar(32) NULL`);
    await queryRunner.query(`ALTER TABLE \`job_runs\` ADD \`websiteId\` int NULL`);
    await queryRunner.query(`ALTER TABLE \`job_runs\` ADD \`articleId\` int NULL`);
    await queryRunner.query(`ALTER TABLE \`job_runs\` ADD \`startedAt\` datetime(3) NULL`);
    // Runs recorded before: their website and article come from the payload.
    await queryRunner.query(
      "UPDATE `job_runs` SET `websiteId` = JSON_VALUE(`payload`, '$.websiteId'), `articleId` = JSON_VALUE(`payload`, '$.articleId')",
    );
    await queryRunner.query(`CREATE INDEX \`IDX_7d76ce1fe23c8d4c891c591298\` ON \`job_runs\` (\`websiteId\`)`);
    await queryRunner.query(`CREATE INDEX \`IDX_a221eb10480ba389292012f46e\` ON \`job_runs\` (\`articleId\`)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_a221eb10480ba389292012f46e\` ON \`job_runs\``);
    await queryRunner.query(`DROP INDEX \`IDX_7d76ce1fe23c8d4c891c591298\` ON \`job_runs\``);
    await queryRunner.query(`ALTER TABLE \`job_runs\` DROP COLUMN \`startedAt\``);
    await queryRunner.query(`ALTER TABLE \`job_runs\` DROP COLUMN \`articleId\``);
    await queryRunner.query(`ALTER TABLE \`job_runs\` DROP COLUMN \`websiteId\``);
    await queryRunner.query(`ALTER TABLE \`job_runs\` DROP COLUMN \`stage\``);
  }
}
