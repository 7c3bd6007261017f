import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AuditTrail1796535592300 implements MigrationInterface {
  name = 'AuditTrail1796535592300';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`audit_entries\` (\`id\` bigint NOT NULL AUTO_INCREMENT, \`at\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), \`actorId\` int NULL, \`actorEmail\` varchar(190) NULL, \`ip\` varchar(45) NULL, \`userAgent\` varchar(255) NULL, \`accountId\` int NULL, \`subject\` varchar(32) NOT NULL, \`subjectId\` int NULL, \`label\` varchar(200) NOT NULL, \`action\` varchar(32) NOT NULL, \`changes\` json NOT NULL, FULLTEXT INDEX \`IDX_audit_text\` (\`label\`, \`actorEmail\`), INDEX \`IDX_audit_at\` (\`at\`), INDEX \`IDX_audit_actor\` (\`actorId\`, \`id\`), INDEX \`IDX_audit_subject\` (\`subject\`, \`subjectId\`, \`id\`), INDEX \`IDX_audit_account\` (\`accountId\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`ALTER TABLE \`app_settings\` ADD \`auditRetentionDays\` int NOT NULL DEFAULT '365'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`app_settings\` DROP COLUMN \`auditRetentionDays\``);
    await queryRunner.query(`DROP INDEX \`IDX_audit_account\` ON \`audit_entries\``);
    await queryRunner.query(`DROP INDEX \`IDX_audit_subject\` ON \`audit_entries\``);
    await queryRunner.query(`DROP INDEX \`IDX_audit_actor\` ON \`audit_entries\``);
    await queryRunner.query(`DROP INDEX \`IDX_audit_at\` ON \`audit_entries\``);
    await queryRunner.query(`DROP INDEX \`IDX_audit_text\` ON \`audit_entries\``);
    await queryRunner.query(`DROP TABLE \`audit_entries\``);
  }
}
