import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Prompts1795663316533 implements MigrationInterface {
  name = 'Prompts1795663316533';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`prompts\` (\`createdAt\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), \`updatedAt\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3), \`id\` int NOT NULL AUTO_INCREMENT, \`websiteId\` int NULL, \`type\` enum ('translation', 'persona', 'generation', 'rework', 'seo') NOT NULL, \`systemType\` enum ('translation', 'persona', 'generation', 'rework', 'seo') NULL, \`promptText\` text NOT NULL, \`generationInstructions\` text NULL, \`generatedPrompt\` text NULL, \`enabled\` tinyint NOT NULL DEFAULT 1, \`createdById\` int NULL, \`updatedById\` int NULL, UNIQUE INDEX \`UQ_prompts_system_type\` (\`systemType\`), UNIQUE INDEX \`UQ_prompts_website_type\` (\`websiteId\`, \`type\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`ALTER TABLE \`prompts\` ADD CONSTRAINT \`FK_444d57734b888322690d3cd8263\` FOREIGN KEY (\`websiteId\`) REFERENCES \`websites\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`prompts\` ADD CONSTRAINT \`FK_04578ffa4aaf43e086eb6fc6c07\` FOREIGN KEY (\`createdById\`) REFERENCES \`users\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`prompts\` ADD CONSTRAINT \`FK_70ff27fbdd0124df81d5196aaa1\` FOREIGN KEY (\`updatedById\`) REFERENCES \`users\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`prompts\` DROP FOREIGN KEY \`FK_70ff27fbdd0124df81d5196aaa1\``);
    await queryRunner.query(`ALTER TABLE \`prompts\` DROP FOREIGN KEY \`FK_04578ffa4aaf43e086eb6fc6c07\``);
    await queryRunner.query(`ALTER TABLE \`prompts\` DROP FOREIGN KEY \`FK_444d57734b888322690d3cd8263\``);
    await queryRunner.query(`DROP INDEX \`UQ_prompts_website_type\` ON \`prompts\``);
    await queryRunner.query(`DROP INDEX \`UQ_prompts_system_type\` ON \`prompts\``);
    await queryRunner.query(`DROP TABLE \`prompts\``);
  }
}
