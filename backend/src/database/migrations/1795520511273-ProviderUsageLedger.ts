import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ProviderUsageLedger1795520511273 implements MigrationInterface {
  name = 'ProviderUsageLedger1795520511273';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`provider_usage\` (\`id\` bigint NOT NULL AUTO_INCREMENT, \`providerId\` int NOT NULL, \`serviceId\` int NULL, \`purpose\` enum ('rework', 'translate', 'generate', 'prompt', 'test') NOT NULL, \`websiteId\` int NULL, \`userId\` int NULL, \`accountId\` int NULL, \`inputTokens\` int NOT NULL DEFAULT '0', \`outputTokens\` int NOT NULL DEFAULT '0', \`characters\` int NOT NULL DEFAULT '0', \`latencyMs\` int NOT NULL, \`outcome\` varchar(64) NOT NULL, \`estimatedCost\` decimal(20,10) NULL, \`createdAt\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), INDEX \`IDX_e92ded1b72ff89f0b5d164e768\` (\`createdAt\`), INDEX \`IDX_eeb825aff1c856bdb676df5367\` (\`accountId\`, \`createdAt\`), INDEX \`IDX_b5421c9c5f33c7644e33424dee\` (\`providerId\`, \`createdAt\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_b5421c9c5f33c7644e33424dee\` ON \`provider_usage\``);
    await queryRunner.query(`DROP INDEX \`IDX_eeb825aff1c856bdb676df5367\` ON \`provider_usage\``);
    await queryRunner.query(`DROP INDEX \`IDX_e92ded1b72ff89f0b5d164e768\` ON \`provider_usage\``);
    await queryRunner.query(`DROP TABLE \`provider_usage\``);
  }
}
