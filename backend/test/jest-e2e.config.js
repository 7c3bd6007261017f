/** API end-to-end tests: real MariaDB and Redis, each file owns a fresh database. */
module.exports = {
  rootDir: '..',
  testRegex: 'test/.*\\.e2e-spec\\.ts$',
  transform: {
    '^.+\\.ts$': ['ts-jest', { isolatedModules: true, tsconfig: '<rootDir>/tsconfig.json' }],
    // otplib's default plugins load ESM-only packages (Node 20 requires them natively; Jest cannot).
    '^.+\\.js$': ['ts-jest', { isolatedModules: true, tsconfig: { allowJs: true } }],
  },
  transformIgnorePatterns: ['^(?!.*/node_modules/(@scure/base|@noble/hashes)/).*/node_modules/'],
  testEnvironment: 'node',
  testTimeout: 30000,
  // Three files at a time: each owns its database, Redis prefix and WordPress sites, and a file
  // spends most of its time waiting on them (two workers kept well under two CPUs busy).
  maxWorkers: 3,
};
