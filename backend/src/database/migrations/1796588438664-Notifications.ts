import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Notifications1796588438664 implements MigrationInterface {
  name = 'Notifications1796588438664';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`notifications\` (\`id\` int NOT NULL AUTO_INCREMENT, \`userId\` int NOT NULL, \`kind\` varchar(32) NOT NULL, \`params\` json NOT NULL, \`link\` varchar(500) NULL, \`createdAt\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), \`readAt\` datetime(3) NULL, INDEX \`ix_notifications_user_unread\` (\`userId\`, \`readAt\`), INDEX \`ix_notifications_user\` (\`userId\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`notification_preferences\` (\`userId\` int NOT NULL, \`kind\` varchar(32) NOT NULL, \`inApp\` tinyint NOT NULL, \`mail\` tinyint NOT NULL, PRIMARY KEY (\`userId\`, \`kind\`)) ENGINE=InnoDB`);
    await queryRunner.query(`ALTER TABLE \`notifications\` ADD CONSTRAINT \`FK_692a909ee0fa9383e7859f9b406\` FOREIGN KEY (\`userId\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`notification_preferences\` ADD CONSTRAINT \`FK_b70c44e8b00757584a393225593\` FOREIGN KEY (\`userId\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`notification_preferences\` DROP FOREIGN KEY \`FK_b70c44e8b00757584a393225593\``);
    await queryRunner.query(`ALTER TABLE \`notifications\` DROP FOREIGN KEY \`FK_692a909ee0fa9383e7859f9b406\``);
    await queryRunner.query(`DROP TABLE \`notification_preferences\``);
    await queryRunner.query(`DROP INDEX \`ix_notifications_user\` ON \`notifications\``);
    await queryRunner.query(`DROP INDEX \`ix_notifications_user_unread\` ON \`notifications\``);
    await queryRunner.query(`DROP TABLE \`notifications\``);
  }
}
