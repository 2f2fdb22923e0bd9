/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  transform: {
    '^.+\\.(t|j)s$': [
      'ts-jest',
      { tsconfig: { module: 'commonjs', target: 'es2022', allowJs: true, esModuleInterop: true, isolatedModules: true } },
    ],
  },
  // jose ships ES modules only; jest's CommonJS runtime needs it transpiled.
  transformIgnorePatterns: ['/node_modules/(?!jose/)'],
  testTimeout: 30000,
};
