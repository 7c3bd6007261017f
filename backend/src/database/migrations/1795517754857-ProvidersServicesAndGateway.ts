import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ProvidersServicesAndGateway1795517754857 implements MigrationInterface {
  name = 'ProvidersServicesAndGateway1795517754857';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`provider_services\` (\`createdAt\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), \`updatedAt\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3), \`id\` int NOT NULL AUTO_INCREMENT, \`providerId\` int NOT NULL, \`name\` varchar(255) NOT NULL, \`description\` text NULL, \`model\` varchar(255) NOT NULL, \`settings\` json NOT NULL, \`temperature\` decimal(3,2) NULL, \`priceInputPerMillion\` decimal(12,4) NULL, \`priceOutputPerMillion\` decimal(12,4) NULL, \`pricePerMillionChars\` decimal(12,4) NULL, \`active\` tinyint NOT NULL DEFAULT 1, INDEX \`IDX_1a767698ef032fcd38fc1cbe0c\` (\`providerId\`), UNIQUE INDEX \`UQ_provider_services_provider_name\` (\`providerId\`, \`name\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`ALTER TABLE \`providers\` ADD \`protocol\` enum ('openai', 'anthropic', 'deepl', 'libretranslate', 'google') NOT NULL DEFAULT 'openai'`);
    await queryRunner.query(`ALTER TABLE \`providers\` ADD \`apiKeySealed\` text NULL`);
    await queryRunner.query(`ALTER TABLE \`providers\` ADD \`requestsPerMinute\` int NULL`);
    await queryRunner.query(`ALTER TABLE \`providers\` ADD \`tokensPerMinute\` int NULL`);
    await queryRunner.query(`ALTER TABLE \`websites\` ADD \`aiServiceId\` int NULL`);
    await queryRunner.query(`ALTER TABLE \`provider_services\` ADD CONSTRAINT \`FK_1a767698ef032fcd38fc1cbe0cc\` FOREIGN KEY (\`providerId\`) REFERENCES \`providers\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`websites\` ADD CONSTRAINT \`FK_c9ac6a8c797bc571b9b6a656d56\` FOREIGN KEY (\`aiServiceId\`) REFERENCES \`provider_services\`(\`id\`) ON DELETE RESTRICT ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`websites\` DROP FOREIGN KEY \`FK_c9ac6a8c797bc571b9b6a656d56\``);
    await queryRunner.query(`ALTER TABLE \`provider_services\` DROP FOREIGN KEY \`FK_1a767698ef032fcd38fc1cbe0cc\``);
    await queryRunner.query(`ALTER TABLE \`websites\` DROP COLUMN \`aiServiceId\``);
    await queryRunner.query(`ALTER TABLE \`providers\` DROP COLUMN \`tokensPerMinute\``);
    await queryRunner.query(`ALTER TABLE \`providers\` DROP COLUMN \`requestsPerMinute\``);
    await queryRunner.query(`ALTER TABLE \`providers\` DROP COLUMN \`apiKeySealed\``);
    await queryRunner.query(`ALTER TABLE \`providers\` DROP COLUMN \`protocol\``);
    await queryRunner.query(`DROP INDEX \`UQ_provider_services_provider_name\` ON \`provider_services\``);
    await queryRunner.query(`DROP INDEX \`IDX_1a767698ef032fcd38fc1cbe0c\` ON \`provider_services\``);
    await queryRunner.query(`DROP TABLE \`provider_services\``);
  }
}
