/** API end-to-end tests: real MariaDB and Redis, each file owns a fresh database. */
module.exports = {
  rootDir: '..',
  testRegex: 'test/.*\\.e2e-spec\\.ts$',
  ...require('../jest.transform'),
  // Node's, failing a file that leaves a connection or a timer running (support/leak-guard-environment.ts).
  testEnvironment: '<rootDir>/test/support/leak-guard-environment.ts',
  testTimeout: 30000,
  // One migrated database for the run, copied by each file (support/template-db.ts).
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  // Three files at a time: each owns its database, Redis prefix and WordPress sites, and a file
  // spends most of its time waiting on them (two workers kept well under two CPUs busy).
  maxWorkers: 3,
};
