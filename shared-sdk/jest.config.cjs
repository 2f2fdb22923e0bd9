/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'jest-fixed-jsdom',
  transform: { '^.+\\.(t|j)sx?$': ['ts-jest', { tsconfig: { jsx: 'react-jsx', module: 'commonjs', moduleResolution: 'node10', allowJs: true, isolatedModules: true } }] },
  transformIgnorePatterns: ['/node_modules/(?!(ky)/)'],
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
};
