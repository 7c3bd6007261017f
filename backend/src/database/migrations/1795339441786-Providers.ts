import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Providers1795339441786 implements MigrationInterface {
  name = 'Providers1795339441786';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`providers\` (\`createdAt\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), \`updatedAt\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3), \`id\` int NOT NULL AUTO_INCREMENT, \`name\` varchar(100) NOT NULL, \`prettyName\` varchar(255) NOT NULL, \`description\` text NULL, \`type\` enum ('ai', 'translation') NOT NULL, \`active\` tinyint NOT NULL DEFAULT 1, \`baseUrl\` varchar(500) NULL, UNIQUE INDEX \`UQ_providers_name\` (\`name\`), INDEX \`IDX_06250375d112fc6ec96ca3ee7c\` (\`type\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    // Before this table the ids pointed nowhere; none can be kept.
    await queryRunner.query(
      `UPDATE \`websites\` SET \`aiProviderId\` = NULL, \`translationProviderId\` = NULL`,
    );
    await queryRunner.query(`ALTER TABLE \`websites\` ADD CONSTRAINT \`FK_a3d492f90ccd346b6e4ef52b272\` FOREIGN KEY (\`aiProviderId\`) REFERENCES \`providers\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`websites\` ADD CONSTRAINT \`FK_6b12997206fae8d7f38e2e7826c\` FOREIGN KEY (\`translationProviderId\`) REFERENCES \`providers\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`websites\` DROP FOREIGN KEY \`FK_6b12997206fae8d7f38e2e7826c\``);
    await queryRunner.query(`ALTER TABLE \`websites\` DROP FOREIGN KEY \`FK_a3d492f90ccd346b6e4ef52b272\``);
    await queryRunner.query(`DROP INDEX \`IDX_06250375d112fc6ec96ca3ee7c\` ON \`providers\``);
    await queryRunner.query(`DROP INDEX \`UQ_providers_name\` ON \`providers\``);
    await queryRunner.query(`DROP TABLE \`providers\``);
  }
}
