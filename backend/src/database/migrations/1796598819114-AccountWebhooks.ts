import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AccountWebhooks1796598819114 implements MigrationInterface {
  name = 'AccountWebhooks1796598819114';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`account_webhooks\` (\`createdAt\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), \`updatedAt\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3), \`accountId\` int NOT NULL, \`url\` varchar(500) NOT NULL, \`secretSealed\` text NOT NULL, \`lastAttemptAt\` datetime(3) NULL, \`lastOutcome\` varchar(100) NULL, PRIMARY KEY (\`accountId\`)) ENGINE=InnoDB`);
    await queryRunner.query(`ALTER TABLE \`account_webhooks\` ADD CONSTRAINT \`FK_f71ef17cdc5d211e1554dc22acf\` FOREIGN KEY (\`accountId\`) REFERENCES \`accounts\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`account_webhooks\` DROP FOREIGN KEY \`FK_f71ef17cdc5d211e1554dc22acf\``);
    await queryRunner.query(`DROP TABLE \`account_webhooks\``);
  }
}
