import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AnalyticsStreamEntries1795799521716 implements MigrationInterface {
  name = 'AnalyticsStreamEntries1795799521716';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`analytics_stream_entries\` (\`id\` varchar(40) NOT NULL, \`storedAt\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), INDEX \`idx_analytics_stream_entries_stored\` (\`storedAt\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`idx_analytics_stream_entries_stored\` ON \`analytics_stream_entries\``);
    await queryRunner.query(`DROP TABLE \`analytics_stream_entries\``);
  }
}
