/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'jest-fixed-jsdom',
  transform: {
    '^.+\\.(t|j)sx?$': ['ts-jest', { tsconfig: { jsx: 'react-jsx', module: 'commonjs', moduleResolution: 'node10', allowJs: true, isolatedModules: true, esModuleInterop: true } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!(ky)/)'],
  moduleNameMapper: { '^@lectern/shared-sdk$': '<rootDir>/../shared-sdk/src/index.ts', '^@lectern/shared-sdk/testing$': '<rootDir>/../shared-sdk/src/testing/factories.ts', '^@lectern/shared-sdk/ui/(.*)$': '<rootDir>/../shared-sdk/src/ui/$1' },
  setupFilesAfterEnv: ['<rootDir>/../shared-sdk/src/testing/jest-setup.ts'],
  testTimeout: 20000,
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
};
