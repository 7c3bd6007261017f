import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from './backend/src/core/database/data-source-options';

/** The TypeORM DataSource for the migration CLI: same DATABASE_URL as the app. */
const dotenv = resolve(__dirname, '.env');
if (existsSync(dotenv)) process.loadEnvFile(dotenv);

export default new DataSource(
  dataSourceOptions({
    DATABASE_URL: process.env.DATABASE_URL ?? 'mariadb://root@127.0.0.1:3306/ai_multisite',
  }),
);
