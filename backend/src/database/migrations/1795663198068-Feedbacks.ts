import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Feedbacks1795663198068 implements MigrationInterface {
  name = 'Feedbacks1795663198068';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`feedbacks\` (\`id\` int NOT NULL AUTO_INCREMENT, \`userId\` int NULL, \`accountId\` int NULL, \`fullName\` varchar(255) NOT NULL, \`email\` varchar(255) NOT NULL, \`message\` text NOT NULL, \`page\` varchar(2000) NOT NULL DEFAULT '', \`userAgent\` varchar(500) NOT NULL DEFAULT '', \`createdAt\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), INDEX \`ix_feedbacks_account_created\` (\`accountId\`, \`createdAt\`, \`id\`), INDEX \`ix_feedbacks_created\` (\`createdAt\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`ALTER TABLE \`feedbacks\` ADD CONSTRAINT \`FK_e9b6450d76be18b05b5f09d577b\` FOREIGN KEY (\`userId\`) REFERENCES \`users\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`feedbacks\` ADD CONSTRAINT \`FK_256ac9ca9977aa4675fe6e896ff\` FOREIGN KEY (\`accountId\`) REFERENCES \`accounts\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`feedbacks\` DROP FOREIGN KEY \`FK_256ac9ca9977aa4675fe6e896ff\``);
    await queryRunner.query(`ALTER TABLE \`feedbacks\` DROP FOREIGN KEY \`FK_e9b6450d76be18b05b5f09d577b\``);
    await queryRunner.query(`DROP INDEX \`ix_feedbacks_created\` ON \`feedbacks\``);
    await queryRunner.query(`DROP INDEX \`ix_feedbacks_account_created\` ON \`feedbacks\``);
    await queryRunner.query(`DROP TABLE \`feedbacks\``);
  }
}
