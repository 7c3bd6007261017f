import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AuditSubjectActionIndex1796538758237 implements MigrationInterface {
  name = 'AuditSubjectActionIndex1796538758237';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX \`IDX_audit_subject_action\` ON \`audit_entries\` (\`subject\`, \`action\`, \`id\`)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_audit_subject_action\` ON \`audit_entries\``);
  }
}
