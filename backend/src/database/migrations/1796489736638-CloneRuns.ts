import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CloneRuns1796489736638 implements MigrationInterface {
  name = 'CloneRuns1796489736638';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // The new index first: the foreign key on sourceArticleId needs one at every moment.
    await queryRunner.query(`CREATE INDEX \`ix_article_clones_source_website\` ON \`article_clones\` (\`sourceArticleId\`, \`websiteId\`, \`id\`)`);
    await queryRunner.query(`DROP INDEX \`uq_article_clones_source_website\` ON \`article_clones\``);
    await queryRunner.query(`CREATE TABLE \`clone_runs\` (\`id\` int NOT NULL AUTO_INCREMENT, \`jobRunId\` int NOT NULL, \`cloneId\` int NOT NULL, \`sourceArticleId\` int NOT NULL, \`websiteId\` int NOT NULL, \`userId\` int NULL, \`type\` enum ('unchanged', 'ai') NOT NULL, \`newCopy\` tinyint NOT NULL DEFAULT 0, \`state\` enum ('running', 'completed', 'failed', 'cancelled') NOT NULL DEFAULT 'running', \`remoteId\` int UNSIGNED NULL, \`link\` varchar(1000) NULL, \`errorCode\` varchar(100) NULL, \`errorMessage\` varchar(500) NULL, \`createdAt\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), \`finishedAt\` datetime(3) NULL, UNIQUE INDEX \`uq_clone_runs_job\` (\`jobRunId\`), INDEX \`IDX_b9c619f9fc42da140c1d506a0b\` (\`cloneId\`), INDEX \`ix_clone_runs_source\` (\`sourceArticleId\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`ALTER TABLE \`article_clones\` CHANGE \`state\` \`state\` enum ('running', 'completed', 'failed', 'cancelled') NOT NULL DEFAULT 'running'`);
    await queryRunner.query(`ALTER TABLE \`clone_runs\` ADD CONSTRAINT \`FK_b9c619f9fc42da140c1d506a0b5\` FOREIGN KEY (\`cloneId\`) REFERENCES \`article_clones\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    // Each copy's last run becomes its first history row.
    await queryRunner.query(
      `INSERT INTO \`clone_runs\` (\`jobRunId\`, \`cloneId\`, \`sourceArticleId\`, \`websiteId\`, \`userId\`, \`type\`, \`state\`, \`remoteId\`, \`link\`, \`errorCode\`, \`errorMessage\`, \`createdAt\`, \`finishedAt\`)
       SELECT \`lastJobId\`, \`id\`, \`sourceArticleId\`, \`websiteId\`, \`clonedByUserId\`, \`type\`, \`state\`, \`remoteId\`, \`link\`, \`errorCode\`, \`errorMessage\`, \`updatedAt\`, IF(\`state\` = 'running', NULL, \`updatedAt\`)
         FROM \`article_clones\` WHERE \`lastJobId\` IS NOT NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`clone_runs\` DROP FOREIGN KEY \`FK_b9c619f9fc42da140c1d506a0b5\``);
    await queryRunner.query(`CREATE UNIQUE INDEX \`uq_article_clones_source_website\` ON \`article_clones\` (\`sourceArticleId\`, \`websiteId\`)`);
    await queryRunner.query(`DROP INDEX \`ix_article_clones_source_website\` ON \`article_clones\``);
    await queryRunner.query(`UPDATE \`article_clones\` SET \`state\` = 'failed' WHERE \`state\` = 'cancelled'`);
    await queryRunner.query(`ALTER TABLE \`article_clones\` CHANGE \`state\` \`state\` enum ('running', 'completed', 'failed') NOT NULL DEFAULT 'running'`);
    await queryRunner.query(`DROP INDEX \`ix_clone_runs_source\` ON \`clone_runs\``);
    await queryRunner.query(`DROP INDEX \`IDX_b9c619f9fc42da140c1d506a0b\` ON \`clone_runs\``);
    await queryRunner.query(`DROP INDEX \`uq_clone_runs_job\` ON \`clone_runs\``);
    await queryRunner.query(`DROP TABLE \`clone_runs\``);
  }
}
