import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddVersions1795677133927 implements MigrationInterface {
  name = 'AddVersions1795677133927';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`accounts\` ADD \`version\` int NOT NULL DEFAULT '1'`);
    await queryRunner.query(`ALTER TABLE \`accounts\` ADD \`editedById\` int NULL`);
    await queryRunner.query(`ALTER TABLE \`accounts\` ADD \`editedAt\` datetime(3) NULL`);
    await queryRunner.query(`ALTER TABLE \`providers\` ADD \`version\` int NOT NULL DEFAULT '1'`);
    await queryRunner.query(`ALTER TABLE \`providers\` ADD \`editedById\` int NULL`);
    await queryRunner.query(`ALTER TABLE \`providers\` ADD \`editedAt\` datetime(3) NULL`);
    await queryRunner.query(`ALTER TABLE \`websites\` ADD \`version\` int NOT NULL DEFAULT '1'`);
    await queryRunner.query(`ALTER TABLE \`websites\` ADD \`editedById\` int NULL`);
    await queryRunner.query(`ALTER TABLE \`websites\` ADD \`editedAt\` datetime(3) NULL`);
    await queryRunner.query(`ALTER TABLE \`roles\` ADD \`version\` int NOT NULL DEFAULT '1'`);
    await queryRunner.query(`ALTER TABLE \`roles\` ADD \`editedById\` int NULL`);
    await queryRunner.query(`ALTER TABLE \`roles\` ADD \`editedAt\` datetime(3) NULL`);
    await queryRunner.query(`ALTER TABLE \`users\` ADD \`version\` int NOT NULL DEFAULT '1'`);
    await queryRunner.query(`ALTER TABLE \`users\` ADD \`editedById\` int NULL`);
    await queryRunner.query(`ALTER TABLE \`users\` ADD \`editedAt\` datetime(3) NULL`);
    await queryRunner.query(`ALTER TABLE \`prompts\` ADD \`version\` int NOT NULL DEFAULT '1'`);
    await queryRunner.query(`ALTER TABLE \`prompts\` ADD \`editedById\` int NULL`);
    await queryRunner.query(`ALTER TABLE \`prompts\` ADD \`editedAt\` datetime(3) NULL`);
    await queryRunner.query(`ALTER TABLE \`modules\` ADD \`version\` int NOT NULL DEFAULT '1'`);
    await queryRunner.query(`ALTER TABLE \`modules\` ADD \`editedById\` int NULL`);
    await queryRunner.query(`ALTER TABLE \`modules\` ADD \`editedAt\` datetime(3) NULL`);
    await queryRunner.query(`ALTER TABLE \`countries\` ADD \`version\` int NOT NULL DEFAULT '1'`);
    await queryRunner.query(`ALTER TABLE \`countries\` ADD \`editedById\` int NULL`);
    await queryRunner.query(`ALTER TABLE \`countries\` ADD \`editedAt\` datetime(3) NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`countries\` DROP COLUMN \`editedAt\``);
    await queryRunner.query(`ALTER TABLE \`countries\` DROP COLUMN \`editedById\``);
    await queryRunner.query(`ALTER TABLE \`countries\` DROP COLUMN \`version\``);
    await queryRunner.query(`ALTER TABLE \`modules\` DROP COLUMN \`editedAt\``);
    await queryRunner.query(`ALTER TABLE \`modules\` DROP COLUMN \`editedById\``);
    await queryRunner.query(`ALTER TABLE \`modules\` DROP COLUMN \`version\``);
    await queryRunner.query(`ALTER TABLE \`prompts\` DROP COLUMN \`editedAt\``);
    await queryRunner.query(`ALTER TABLE \`prompts\` DROP COLUMN \`editedById\``);
    await queryRunner.query(`ALTER TABLE \`prompts\` DROP COLUMN \`version\``);
    await queryRunner.query(`ALTER TABLE \`users\` DROP COLUMN \`editedAt\``);
    await queryRunner.query(`ALTER TABLE \`users\` DROP COLUMN \`editedById\``);
    await queryRunner.query(`ALTER TABLE \`users\` DROP COLUMN \`version\``);
    await queryRunner.query(`ALTER TABLE \`roles\` DROP COLUMN \`editedAt\``);
    await queryRunner.query(`ALTER TABLE \`roles\` DROP COLUMN \`editedById\``);
    await queryRunner.query(`ALTER TABLE \`roles\` DROP COLUMN \`version\``);
    await queryRunner.query(`ALTER TABLE \`websites\` DROP COLUMN \`editedAt\``);
    await queryRunner.query(`ALTER TABLE \`websites\` DROP COLUMN \`editedById\``);
    await queryRunner.query(`ALTER TABLE \`websites\` DROP COLUMN \`version\``);
    await queryRunner.query(`ALTER TABLE \`providers\` DROP COLUMN \`editedAt\``);
    await queryRunner.query(`ALTER TABLE \`providers\` DROP COLUMN \`editedById\``);
    await queryRunner.query(`ALTER TABLE \`providers\` DROP COLUMN \`version\``);
    await queryRunner.query(`ALTER TABLE \`accounts\` DROP COLUMN \`editedAt\``);
    await queryRunner.query(`ALTER TABLE \`accounts\` DROP COLUMN \`editedById\``);
    await queryRunner.query(`ALTER TABLE \`accounts\` DROP COLUMN \`version\``);
  }
}
