import type { MigrationInterface, QueryRunner } from 'typeorm';

export class NotificationDigests1796597942405 implements MigrationInterface {
  name = 'NotificationDigests1796597942405';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`notification_digests\` (\`userId\` int NOT NULL, \`lastSentAt\` datetime(3) NOT NULL, PRIMARY KEY (\`userId\`)) ENGINE=InnoDB`);
    await queryRunner.query(`ALTER TABLE \`notification_digests\` ADD CONSTRAINT \`FK_0f4fb970c90c6217900b61cbf0b\` FOREIGN KEY (\`userId\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`notification_digests\` DROP FOREIGN KEY \`FK_0f4fb970c90c6217900b61cbf0b\``);
    await queryRunner.query(`DROP TABLE \`notification_digests\``);
  }
}
