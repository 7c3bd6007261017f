/** Unit tests: beside the code, no database or Redis. */
module.exports = {
  rootDir: 'src',
  testRegex: '.*\\.spec\\.ts$',
  ...require('./jest.transform'),
  testEnvironment: 'node',
};
