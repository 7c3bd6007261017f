/** Unit tests: beside the code, no database or Redis. */
module.exports = {
  rootDir: 'src',
  testRegex: '.*\\.spec\\.ts$',
  transform: {
    // Transpiled file by file (isolatedModules in the tsconfig): `npm run typecheck` checks types.
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/../tsconfig.json' }],
    // otplib's default plugins load ESM-only packages (Node 20 requires them natively; Jest cannot).
    '^.+\\.js$': ['ts-jest', { tsconfig: { allowJs: true, isolatedModules: true } }],
  },
  transformIgnorePatterns: ['^(?!.*/node_modules/(@scure/base|@noble/hashes)/).*/node_modules/'],
  testEnvironment: 'node',
};
