// The jest configuration every front-end package shares (shell and the four remotes): jsdom with the fetch
// globals, TypeScript through ts-jest (transpile only; tsc checks types), and the SDK resolved to its sources so
// a change in shared-sdk is tested without a build. Use: module.exports = require('@lectern/shared-sdk/jest')(__dirname).
const path = require('node:path');

const sdkSource = path.join(__dirname, '..', 'src');

/**
 * @param {string} rootDir
 * @returns {import('jest').Config}
 */
module.exports = function frontEndJestConfig(rootDir) {
  return {
    rootDir,
    testEnvironment: 'jest-fixed-jsdom',
    transform: {
      '^.+\\.(t|j)sx?$': [
        'ts-jest',
        {
          tsconfig: { jsx: 'react-jsx', module: 'commonjs', moduleResolution: 'node10', allowJs: true, isolatedModules: true, esModuleInterop: true },
        },
      ],
    },
    transformIgnorePatterns: ['/node_modules/(?!(ky)/)'],
    moduleNameMapper: {
      '^@lectern/shared-sdk$': path.join(sdkSource, 'index.ts'),
      '^@lectern/shared-sdk/release$': path.join(sdkSource, 'federation', 'release.ts'),
      '^@lectern/shared-sdk/area$': path.join(sdkSource, 'federation', 'area-pages.tsx'),
      '^@lectern/shared-sdk/testing$': path.join(sdkSource, 'testing', 'factories.ts'),
      '^@lectern/shared-sdk/testing/render-page$': path.join(sdkSource, 'testing', 'render-page.tsx'),
      '^@lectern/shared-sdk/(core|auth|cart|certificates|courses|enrollments|insights|modules|reviews|sessions|stats|users|videos|wishlist|routing)/(.*)$':
        path.join(sdkSource, '$1', '$2.ts'),
      '^@lectern/shared-sdk/ui/(.*)$': path.join(sdkSource, 'ui', '$1.tsx'),
    },
    setupFilesAfterEnv: [path.join(sdkSource, 'testing', 'jest-setup.ts')],
    testTimeout: 20000,
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  };
};
