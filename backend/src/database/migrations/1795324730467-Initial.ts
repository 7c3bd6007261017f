import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Initial1795324730467 implements MigrationInterface {
  name = 'Initial1795324730467';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`plans\` (\`id\` int NOT NULL AUTO_INCREMENT, \`code\` varchar(32) NOT NULL, \`name\` varchar(64) NOT NULL, UNIQUE INDEX \`IDX_95f7ef3fc4c31a3545b4d825dd\` (\`code\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`accounts\` (\`createdAt\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), \`updatedAt\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3), \`id\` int NOT NULL AUTO_INCREMENT, \`name\` varchar(255) NOT NULL, \`planId\` int NOT NULL, PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`roles\` (\`createdAt\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), \`updatedAt\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3), \`id\` int NOT NULL AUTO_INCREMENT, \`name\` varchar(100) NOT NULL, \`isAdmin\` tinyint NOT NULL DEFAULT 0, \`permissions\` json NOT NULL, UNIQUE INDEX \`IDX_648e3f5447f725579d7d4ffdfb\` (\`name\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`users\` (\`createdAt\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), \`updatedAt\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3), \`id\` int NOT NULL AUTO_INCREMENT, \`email\` varchar(255) NOT NULL, \`passwordHash\` varchar(255) NOT NULL, \`firstName\` varchar(100) NOT NULL DEFAULT '', \`lastName\` varchar(100) NOT NULL DEFAULT '', \`username\` varchar(100) NULL, \`avatar\` varchar(500) NULL, \`status\` enum ('active', 'inactive', 'pending') NOT NULL DEFAULT 'pending', \`locale\` varchar(5) NOT NULL DEFAULT 'en', \`roleId\` int NULL, \`accountId\` int NULL, INDEX \`IDX_368e146b785b574f42ae9e53d5\` (\`roleId\`), INDEX \`IDX_42bba679e348de51a699fb0a80\` (\`accountId\`), UNIQUE INDEX \`IDX_97672ac88f789774dd47f7c8be\` (\`email\`), UNIQUE INDEX \`IDX_fe0bb3f6520ee0469504521e71\` (\`username\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`app_settings\` (\`id\` int NOT NULL, \`title\` varchar(120) NOT NULL, \`iconPng\` mediumblob NULL, \`iconSvg\` mediumtext NULL, \`hasIcon\` tinyint NOT NULL DEFAULT 0, \`hasIconSvg\` tinyint NOT NULL DEFAULT 0, \`version\` varchar(32) NOT NULL, \`updatedAt\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`sessions\` (\`id\` char(36) NOT NULL, \`userId\` int NOT NULL, \`createdAt\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), \`expiresAt\` datetime(3) NOT NULL, \`revokedAt\` datetime(3) NULL, \`ip\` varchar(64) NULL, \`userAgent\` varchar(255) NULL, INDEX \`IDX_57de40bc620f456c7311aa3a1e\` (\`userId\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`job_runs\` (\`id\` int NOT NULL AUTO_INCREMENT, \`queue\` varchar(64) NOT NULL, \`name\` varchar(64) NOT NULL, \`bullJobId\` varchar(128) NOT NULL, \`state\` enum ('waiting', 'active', 'completed', 'failed') NOT NULL DEFAULT 'waiting', \`progress\` tinyint UNSIGNED NOT NULL DEFAULT '0', \`message\` varchar(500) NULL, \`attempts\` smallint UNSIGNED NOT NULL DEFAULT '0', \`payload\` json NOT NULL, \`userId\` int NULL, \`accountId\` int NULL, \`createdAt\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), \`updatedAt\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3), \`finishedAt\` datetime(3) NULL, INDEX \`IDX_fb512038651bbbe36a9d32b8f2\` (\`userId\`), INDEX \`IDX_9e8d2d5ac1a1c971f073f1e802\` (\`accountId\`, \`createdAt\`), INDEX \`IDX_d7c5b6d2b366a4704c08e4e29a\` (\`queue\`, \`state\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`mail_outbox\` (\`id\` int NOT NULL AUTO_INCREMENT, \`to\` varchar(255) NOT NULL, \`subject\` varchar(255) NOT NULL, \`text\` mediumtext NOT NULL, \`html\` mediumtext NULL, \`sentAt\` datetime(3) NULL, \`createdAt\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`ALTER TABLE \`accounts\` ADD CONSTRAINT \`FK_9c2217745e2047def253ac8e0ad\` FOREIGN KEY (\`planId\`) REFERENCES \`plans\`(\`id\`) ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`users\` ADD CONSTRAINT \`FK_368e146b785b574f42ae9e53d5e\` FOREIGN KEY (\`roleId\`) REFERENCES \`roles\`(\`id\`) ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`users\` ADD CONSTRAINT \`FK_42bba679e348de51a699fb0a803\` FOREIGN KEY (\`accountId\`) REFERENCES \`accounts\`(\`id\`) ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`sessions\` ADD CONSTRAINT \`FK_57de40bc620f456c7311aa3a1e6\` FOREIGN KEY (\`userId\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`sessions\` DROP FOREIGN KEY \`FK_57de40bc620f456c7311aa3a1e6\``);
    await queryRunner.query(`ALTER TABLE \`users\` DROP FOREIGN KEY \`FK_42bba679e348de51a699fb0a803\``);
    await queryRunner.query(`ALTER TABLE \`users\` DROP FOREIGN KEY \`FK_368e146b785b574f42ae9e53d5e\``);
    await queryRunner.query(`ALTER TABLE \`accounts\` DROP FOREIGN KEY \`FK_9c2217745e2047def253ac8e0ad\``);
    await queryRunner.query(`DROP TABLE \`mail_outbox\``);
    await queryRunner.query(`DROP INDEX \`IDX_d7c5b6d2b366a4704c08e4e29a\` ON \`job_runs\``);
    await queryRunner.query(`DROP INDEX \`IDX_9e8d2d5ac1a1c971f073f1e802\` ON \`job_runs\``);
    await queryRunner.query(`DROP INDEX \`IDX_fb512038651bbbe36a9d32b8f2\` ON \`job_runs\``);
    await queryRunner.query(`DROP TABLE \`job_runs\``);
    await queryRunner.query(`DROP INDEX \`IDX_57de40bc620f456c7311aa3a1e\` ON \`sessions\``);
    await queryRunner.query(`DROP TABLE \`sessions\``);
    await queryRunner.query(`DROP TABLE \`app_settings\``);
    await queryRunner.query(`DROP INDEX \`IDX_fe0bb3f6520ee0469504521e71\` ON \`users\``);
    await queryRunner.query(`DROP INDEX \`IDX_97672ac88f789774dd47f7c8be\` ON \`users\``);
    await queryRunner.query(`DROP INDEX \`IDX_42bba679e348de51a699fb0a80\` ON \`users\``);
    await queryRunner.query(`DROP INDEX \`IDX_368e146b785b574f42ae9e53d5\` ON \`users\``);
    await queryRunner.query(`DROP TABLE \`users\``);
    await queryRunner.query(`DROP INDEX \`IDX_648e3f5447f725579d7d4ffdfb\` ON \`roles\``);
    await queryRunner.query(`DROP TABLE \`roles\``);
    await queryRunner.query(`DROP TABLE \`accounts\``);
    await queryRunner.query(`DROP INDEX \`IDX_95f7ef3fc4c31a3545b4d825dd\` ON \`plans\``);
    await queryRunner.query(`DROP TABLE \`plans\``);
  }
}
