/** @type {import('jest').Config} */
module.exports = require('@lectern/shared-sdk/jest')(__dirname);
