import type { MigrationInterface, QueryRunner } from 'typeorm';

export class UsersProfileTokensAvatars1795325723454 implements MigrationInterface {
  name = 'UsersProfileTokensAvatars1795325723454';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`user_tokens\` (\`id\` int NOT NULL AUTO_INCREMENT, \`userId\` int NOT NULL, \`purpose\` enum ('invite', 'verify', 'reset') NOT NULL, \`tokenHash\` char(64) NOT NULL, \`expiresAt\` datetime(3) NOT NULL, \`usedAt\` datetime(3) NULL, \`createdAt\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), UNIQUE INDEX \`IDX_b848ddeb21c22ecee6a867e9ae\` (\`tokenHash\`), INDEX \`IDX_518cedb37d9fc3cf103d5d96b0\` (\`userId\`, \`purpose\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`user_avatars\` (\`userId\` int NOT NULL, \`data\` mediumblob NOT NULL, \`mimeType\` varchar(32) NOT NULL, \`version\` varchar(32) NOT NULL, \`updatedAt\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3), PRIMARY KEY (\`userId\`)) ENGINE=InnoDB`);
    await queryRunner.query(`ALTER TABLE \`users\` ADD \`phone\` varchar(32) NULL`);
    await queryRunner.query(`ALTER TABLE \`users\` ADD \`company\` varchar(255) NULL`);
    await queryRunner.query(`ALTER TABLE \`users\` ADD \`city\` varchar(100) NULL`);
    await queryRunner.query(`ALTER TABLE \`users\` ADD \`countryId\` int NULL`);
    await queryRunner.query(`ALTER TABLE \`users\` ADD \`address\` varchar(255) NULL`);
    await queryRunner.query(`ALTER TABLE \`users\` ADD \`zoneName\` varchar(100) NULL`);
    await queryRunner.query(`ALTER TABLE \`users\` ADD \`zipCode\` varchar(20) NULL`);
    await queryRunner.query(`ALTER TABLE \`users\` ADD \`sdiNumber\` varchar(7) NULL`);
    await queryRunner.query(`ALTER TABLE \`users\` CHANGE \`passwordHash\` \`passwordHash\` varchar(255) NULL`);
    await queryRunner.query(`CREATE INDEX \`IDX_cc0dc7234854a65964f1a26827\` ON \`users\` (\`countryId\`)`);
    await queryRunner.query(`ALTER TABLE \`user_tokens\` ADD CONSTRAINT \`FK_92ce9a299624e4c4ffd99b645b6\` FOREIGN KEY (\`userId\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`user_avatars\` ADD CONSTRAINT \`FK_a5ec6c073b7750974ac12bec722\` FOREIGN KEY (\`userId\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`user_avatars\` DROP FOREIGN KEY \`FK_a5ec6c073b7750974ac12bec722\``);
    await queryRunner.query(`ALTER TABLE \`user_tokens\` DROP FOREIGN KEY \`FK_92ce9a299624e4c4ffd99b645b6\``);
    await queryRunner.query(`DROP INDEX \`IDX_cc0dc7234854a65964f1a26827\` ON \`users\``);
    await queryRunner.query(`ALTER TABLE \`users\` CHANGE \`passwordHash\` \`passwordHash\` varchar(255) NOT NULL`);
    await queryRunner.query(`ALTER TABLE \`users\` DROP COLUMN \`sdiNumber\``);
    await queryRunner.query(`ALTER TABLE \`users\` DROP COLUMN \`zipCode\``);
    await queryRunner.query(`ALTER TABLE \`users\` DROP COLUMN \`zoneName\``);
    await queryRunner.query(`ALTER TABLE \`users\` DROP COLUMN \`address\``);
    await queryRunner.query(`ALTER TABLE \`users\` DROP COLUMN \`countryId\``);
    await queryRunner.query(`ALTER TABLE \`users\` DROP COLUMN \`city\``);
    await queryRunner.query(`ALTER TABLE \`users\` DROP COLUMN \`company\``);
    await queryRunner.query(`ALTER TABLE \`users\` DROP COLUMN \`phone\``);
    await queryRunner.query(`DROP TABLE \`user_avatars\``);
    await queryRunner.query(`DROP INDEX \`IDX_518cedb37d9fc3cf103d5d96b0\` ON \`user_tokens\``);
    await queryRunner.query(`DROP INDEX \`IDX_b848ddeb21c22ecee6a867e9ae\` ON \`user_tokens\``);
    await queryRunner.query(`DROP TABLE \`user_tokens\``);
  }
}
