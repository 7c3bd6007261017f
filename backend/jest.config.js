/** Unit tests: beside the code, no database or Redis. */
module.exports = {
  rootDir: 'src',
  testRegex: '.*\\.spec\\.ts$',
  transform: { '^.+\\.ts$': ['ts-jest', { isolatedModules: true, tsconfig: '<rootDir>/../tsconfig.json' }] },
  testEnvironment: 'node',
};
