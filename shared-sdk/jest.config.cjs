/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'jest-fixed-jsdom',
  transform: {
    '^.+\\.(t|j)sx?$': [
      'ts-jest',
      { tsconfig: { jsx: 'react-jsx', module: 'commonjs', moduleResolution: 'node10', allowJs: true, isolatedModules: true, esModuleInterop: true } },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!(ky)/)'],
  // The UI pieces' tests use the same matchers and timeouts as the front ends' suites.
  setupFilesAfterEnv: ['<rootDir>/src/testing/jest-setup.ts'],
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
};
