// @ts-check
const { createRemoteConfig, createRemoteServerConfig } = require('@lectern/shared-sdk/webpack');

// The browser's remote, and the server bundle the shell's server renders the educator's pages with (production only).
/**
 * @param {unknown} _env
 * @param {import('@lectern/shared-sdk/webpack').BuildArgv} argv
 */
module.exports = (_env, argv) => {
  const client = createRemoteConfig({ dir: __dirname, name: 'mf_educator', argv });
  return argv?.mode === 'development' ? client : [client, createRemoteServerConfig({ dir: __dirname, argv })];
};
