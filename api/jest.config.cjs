/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  // Suites about PostgreSQL alone (several instances on one database, its schemas) run when TEST_DATABASE_URL names one.
  testPathIgnorePatterns: ['/node_modules/', ...(process.env.TEST_DATABASE_URL ? [] : ['\\.postgres\\.test\\.ts$'])],
  transform: {
    '^.+\\.(t|j)s$': ['ts-jest', { tsconfig: { module: 'commonjs', target: 'es2022', allowJs: true, esModuleInterop: true, isolatedModules: true } }],
  },
  // jose, openid-client and oauth4webapi ship ES modules only; jest's CommonJS runtime needs them transpiled.
  transformIgnorePatterns: ['/node_modules/(?!(jose|openid-client|oauth4webapi)/)'],
  testTimeout: 30000,
};
