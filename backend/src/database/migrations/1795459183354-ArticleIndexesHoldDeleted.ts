import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ArticleIndexesHoldDeleted1795459183354 implements MigrationInterface {
  name = 'ArticleIndexesHoldDeleted1795459183354';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`ix_articles_ws_title\` ON \`articles\``);
    await queryRunner.query(`DROP INDEX \`ix_articles_w_title\` ON \`articles\``);
    await queryRunner.query(`DROP INDEX \`ix_articles_ws_created\` ON \`articles\``);
    await queryRunner.query(`DROP INDEX \`ix_articles_w_created\` ON \`articles\``);
    await queryRunner.query(`DROP INDEX \`ix_articles_ws_published\` ON \`articles\``);
    await queryRunner.query(`DROP INDEX \`ix_articles_w_published\` ON \`articles\``);
    await queryRunner.query(`DROP INDEX \`ix_articles_ws_modified\` ON \`articles\``);
    await queryRunner.query(`DROP INDEX \`ix_articles_w_modified\` ON \`articles\``);
    await queryRunner.query(`CREATE INDEX \`ix_articles_ws_title\` ON \`articles\` (\`websiteId\`, \`status\`, \`deletedInWp\`, \`title\`, \`id\`)`);
    await queryRunner.query(`CREATE INDEX \`ix_articles_w_title\` ON \`articles\` (\`websiteId\`, \`deletedInWp\`, \`title\`, \`id\`)`);
    await queryRunner.query(`CREATE INDEX \`ix_articles_ws_created\` ON \`articles\` (\`websiteId\`, \`status\`, \`deletedInWp\`, \`createdAt\`, \`id\`)`);
    await queryRunner.query(`CREATE INDEX \`ix_articles_w_created\` ON \`articles\` (\`websiteId\`, \`deletedInWp\`, \`createdAt\`, \`id\`)`);
    await queryRunner.query(`CREATE INDEX \`ix_articles_ws_published\` ON \`articles\` (\`websiteId\`, \`status\`, \`deletedInWp\`, \`publishedAt\`, \`id\`)`);
    await queryRunner.query(`CREATE INDEX \`ix_articles_w_published\` ON \`articles\` (\`websiteId\`, \`deletedInWp\`, \`publishedAt\`, \`id\`)`);
    await queryRunner.query(`CREATE INDEX \`ix_articles_ws_modified\` ON \`articles\` (\`websiteId\`, \`status\`, \`deletedInWp\`, \`modifiedAt\`, \`id\`)`);
    await queryRunner.query(`CREATE INDEX \`ix_articles_w_modified\` ON \`articles\` (\`websiteId\`, \`deletedInWp\`, \`modifiedAt\`, \`id\`)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`ix_articles_w_modified\` ON \`articles\``);
    await queryRunner.query(`DROP INDEX \`ix_articles_ws_modified\` ON \`articles\``);
    await queryRunner.query(`DROP INDEX \`ix_articles_w_published\` ON \`articles\``);
    await queryRunner.query(`DROP INDEX \`ix_articles_ws_published\` ON \`articles\``);
    await queryRunner.query(`DROP INDEX \`ix_articles_w_created\` ON \`articles\``);
    await queryRunner.query(`DROP INDEX \`ix_articles_ws_created\` ON \`articles\``);
    await queryRunner.query(`DROP INDEX \`ix_articles_w_title\` ON \`articles\``);
    await queryRunner.query(`DROP INDEX \`ix_articles_ws_title\` ON \`articles\``);
    await queryRunner.query(`CREATE INDEX \`ix_articles_w_modified\` ON \`articles\` (\`websiteId\`, \`modifiedAt\`, \`id\`)`);
    await queryRunner.query(`CREATE INDEX \`ix_articles_ws_modified\` ON \`articles\` (\`websiteId\`, \`status\`, \`modifiedAt\`, \`id\`)`);
    await queryRunner.query(`CREATE INDEX \`ix_articles_w_published\` ON \`articles\` (\`websiteId\`, \`publishedAt\`, \`id\`)`);
    await queryRunner.query(`CREATE INDEX \`ix_articles_ws_published\` ON \`articles\` (\`websiteId\`, \`status\`, \`publishedAt\`, \`id\`)`);
    await queryRunner.query(`CREATE INDEX \`ix_articles_w_created\` ON \`articles\` (\`websiteId\`, \`createdAt\`, \`id\`)`);
    await queryRunner.query(`CREATE INDEX \`ix_articles_ws_created\` ON \`articles\` (\`websiteId\`, \`status\`, \`createdAt\`, \`id\`)`);
    await queryRunner.query(`CREATE INDEX \`ix_articles_w_title\` ON \`articles\` (\`websiteId\`, \`title\`, \`id\`)`);
    await queryRunner.query(`CREATE INDEX \`ix_articles_ws_title\` ON \`articles\` (\`websiteId\`, \`status\`, \`title\`, \`id\`)`);
  }
}
