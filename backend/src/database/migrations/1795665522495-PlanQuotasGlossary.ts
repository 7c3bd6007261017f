import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PlanQuotasGlossary1795665522495 implements MigrationInterface {
  name = 'PlanQuotasGlossary1795665522495';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`glossary_terms\` (\`createdAt\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), \`updatedAt\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3), \`id\` int NOT NULL AUTO_INCREMENT, \`websiteId\` int NOT NULL, \`source\` varchar(200) NOT NULL, \`targetLang\` varchar(8) NOT NULL, \`target\` varchar(200) NOT NULL, UNIQUE INDEX \`UQ_glossary_terms_website_lang_source\` (\`websiteId\`, \`targetLang\`, \`source\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`ALTER TABLE \`plans\` ADD \`monthlyTokenLimit\` int UNSIGNED NULL`);
    await queryRunner.query(`ALTER TABLE \`plans\` ADD \`monthlyCharacterLimit\` int UNSIGNED NULL`);
    // Existing plans start with the defaults (a new installation gets them from the seed).
    await queryRunner.query(`UPDATE \`plans\` SET \`monthlyTokenLimit\` = 200000, \`monthlyCharacterLimit\` = 500000 WHERE \`code\` = 'free'`);
    await queryRunner.query(`UPDATE \`plans\` SET \`monthlyTokenLimit\` = 5000000, \`monthlyCharacterLimit\` = 20000000 WHERE \`code\` = 'premium'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`plans\` DROP COLUMN \`monthlyCharacterLimit\``);
    await queryRunner.query(`ALTER TABLE \`plans\` DROP COLUMN \`monthlyTokenLimit\``);
    await queryRunner.query(`DROP INDEX \`UQ_glossary_terms_website_lang_source\` ON \`glossary_terms\``);
    await queryRunner.query(`DROP TABLE \`glossary_terms\``);
  }
}
