import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Entries read per statement while their words are written. */
const BATCH = 5_000;

/** The words of an entry as core/audit/audit-words cuts them when this migration was written. */
const wordsOf = (label: string, email: string | null) => [
  ...new Set(
    `${label} ${email ?? ''}`
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
      .map((word) => word.slice(0, 48)),
  ),
];

/**
 * The trail's search reads a table of words instead of a full-text index: InnoDB's answered a
 * search by its every match, then sorted them (bench:list, 1M entries: 9 ms alone for a word of a
 * thousand entries, 1.5 s for a three-letter start), where the list needs its newest twenty.
 */
export class AuditWords1796608471754 implements MigrationInterface {
  name = 'AuditWords1796608471754';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_audit_text\` ON \`audit_entries\``);
    await queryRunner.query(`CREATE TABLE \`audit_words\` (\`word\` varchar(48) NOT NULL, \`entryId\` bigint NOT NULL, \`accountId\` int NULL, INDEX \`IDX_audit_words_account\` (\`accountId\`, \`word\`, \`entryId\`), INDEX \`IDX_audit_words_entry\` (\`entryId\`, \`word\`), PRIMARY KEY (\`word\`, \`entryId\`)) ENGINE=InnoDB`);
    await queryRunner.query(`ALTER TABLE \`audit_words\` ADD CONSTRAINT \`FK_bb93bc980097a3d190695bdd055\` FOREIGN KEY (\`entryId\`) REFERENCES \`audit_entries\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    for (let after = '0'; ; ) {
      const entries: {
        id: string;
        label: string;
        actorEmail: string | null;
        accountId: number | null;
      }[] = await queryRunner.query(
        'SELECT id, label, actorEmail, accountId FROM audit_entries WHERE id > ? ORDER BY id LIMIT ?',
        [after, BATCH],
      );
      const rows = entries.flatMap((e) =>
        wordsOf(e.label, e.actorEmail).map((w) => [w, e.id, e.accountId]),
      );
      if (rows.length > 0) {
        await queryRunner.query(
          'INSERT IGNORE INTO audit_words (word, entryId, accountId) VALUES ?',
          [rows],
        );
      }
      if (entries.length < BATCH) break;
      after = String(entries[entries.length - 1]!.id);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`audit_words\` DROP FOREIGN KEY \`FK_bb93bc980097a3d190695bdd055\``);
    await queryRunner.query(`DROP INDEX \`IDX_audit_words_entry\` ON \`audit_words\``);
    await queryRunner.query(`DROP INDEX \`IDX_audit_words_account\` ON \`audit_words\``);
    await queryRunner.query(`DROP TABLE \`audit_words\``);
    await queryRunner.query(`CREATE FULLTEXT INDEX \`IDX_audit_text\` ON \`audit_entries\` (\`label\`, \`actorEmail\`)`);
  }
}
