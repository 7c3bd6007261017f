import type { MigrationInterface, QueryRunner } from 'typeorm';

export class TwoFactorSignIn1795326635401 implements MigrationInterface {
  name = 'TwoFactorSignIn1795326635401';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`user_two_factor\` (\`createdAt\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), \`updatedAt\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3), \`userId\` int NOT NULL, \`secret\` varchar(255) NULL, \`pendingSecret\` varchar(255) NULL, \`enabledAt\` datetime(3) NULL, \`lastUsedStep\` int UNSIGNED NULL, PRIMARY KEY (\`userId\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`user_recovery_codes\` (\`id\` int NOT NULL AUTO_INCREMENT, \`userId\` int NOT NULL, \`codeHash\` char(64) NOT NULL, \`usedAt\` datetime(3) NULL, \`createdAt\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), UNIQUE INDEX \`IDX_ea65ab5272a35eab8cfd0f640c\` (\`userId\`, \`codeHash\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`ALTER TABLE \`user_two_factor\` ADD CONSTRAINT \`FK_2cbb5b2d99e69fabcd8a5a0fdb0\` FOREIGN KEY (\`userId\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`user_recovery_codes\` ADD CONSTRAINT \`FK_02732c7a76144d712446867358c\` FOREIGN KEY (\`userId\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`user_recovery_codes\` DROP FOREIGN KEY \`FK_02732c7a76144d712446867358c\``);
    await queryRunner.query(`ALTER TABLE \`user_two_factor\` DROP FOREIGN KEY \`FK_2cbb5b2d99e69fabcd8a5a0fdb0\``);
    await queryRunner.query(`DROP INDEX \`IDX_ea65ab5272a35eab8cfd0f640c\` ON \`user_recovery_codes\``);
    await queryRunner.query(`DROP TABLE \`user_recovery_codes\``);
    await queryRunner.query(`DROP TABLE \`user_two_factor\``);
  }
}
