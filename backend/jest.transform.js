/**
 * How Jest turns the backend's TypeScript (and the ESM-only packages otplib loads) into CommonJS:
 * SWC, file by file, with the compiler options Nest and TypeORM rely on (tsconfig.json: legacy
 * decorators with their type metadata, class fields not defined). `npm run typecheck` checks types.
 */
const swc = (syntax) => [
  '@swc/jest',
  {
    jsc: {
      parser: syntax === 'typescript' ? { syntax, decorators: true } : { syntax },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

module.exports = {
  transform: { '^.+\\.ts$': swc('typescript'), '^.+\\.js$': swc('ecmascript') },
  // otplib's default plugins load ESM-only packages (Node 20 requires them natively; Jest cannot).
  transformIgnorePatterns: ['^(?!.*/node_modules/(@scure/base|@noble/hashes)/).*/node_modules/'],
};
