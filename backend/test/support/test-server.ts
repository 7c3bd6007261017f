/** The MariaDB server the API e2e files make their databases on (each its own). */
export const SERVER_URL = process.env.TEST_DATABASE_SERVER_URL ?? 'mariadb://root@127.0.0.1:3306/';
