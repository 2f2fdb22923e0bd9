const { createRemoteConfig } = require('@lectern/shared-sdk/webpack');

module.exports = (_env, argv) => createRemoteConfig({ dir: __dirname, name: 'mf_admin', argv });
