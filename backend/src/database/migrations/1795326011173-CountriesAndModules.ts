import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CountriesAndModules1795326011173 implements MigrationInterface {
  name = 'CountriesAndModules1795326011173';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`countries\` (\`createdAt\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), \`updatedAt\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3), \`id\` int NOT NULL AUTO_INCREMENT, \`name\` varchar(100) NOT NULL, \`iso2\` varchar(2) NOT NULL, \`iso3\` varchar(3) NOT NULL, \`dialingPrefix\` varchar(5) NOT NULL, INDEX \`IDX_fa1376321185575cf2226b1491\` (\`name\`), UNIQUE INDEX \`UQ_countries_iso2\` (\`iso2\`), UNIQUE INDEX \`UQ_countries_iso3\` (\`iso3\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`modules\` (\`createdAt\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), \`updatedAt\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3), \`id\` int NOT NULL AUTO_INCREMENT, \`name\` varchar(255) NOT NULL, \`code\` varchar(100) NOT NULL, \`parentId\` int NULL, \`settings\` json NOT NULL, UNIQUE INDEX \`UQ_modules_code\` (\`code\`), INDEX \`IDX_a6637494664d871968306442f3\` (\`parentId\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`ALTER TABLE \`modules\` ADD CONSTRAINT \`FK_a6637494664d871968306442f3b\` FOREIGN KEY (\`parentId\`) REFERENCES \`modules\`(\`id\`) ON DELETE RESTRICT ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`modules\` DROP FOREIGN KEY \`FK_a6637494664d871968306442f3b\``);
    await queryRunner.query(`DROP INDEX \`IDX_a6637494664d871968306442f3\` ON \`modules\``);
    await queryRunner.query(`DROP INDEX \`UQ_modules_code\` ON \`modules\``);
    await queryRunner.query(`DROP TABLE \`modules\``);
    await queryRunner.query(`DROP INDEX \`UQ_countries_iso3\` ON \`countries\``);
    await queryRunner.query(`DROP INDEX \`UQ_countries_iso2\` ON \`countries\``);
    await queryRunner.query(`DROP INDEX \`IDX_fa1376321185575cf2226b1491\` ON \`countries\``);
    await queryRunner.query(`DROP TABLE \`countries\``);
  }
}
