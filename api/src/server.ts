import type { FastifyServerOptions } from 'fastify';
import { buildApp } from './app';
import { loadEnv, type Env } from './config/env';
import { findDemoAccounts, type DemoAccount } from './db/seed';
import { boundedShutdown } from './lib/shutdown';

function demoAccountsText(accounts: DemoAccount[], env: Env): string {
  const width = Math.max(...accounts.map((account) => account.email.length));
  const lines = accounts.map((account) => {
    const password = account.password ?? '(ADMIN_PASSWORD)';
    const note = account.note ? `  (${account.note})` : '';
    return `  ${account.role.padEnd(9)}${account.email.padEnd(width + 2)}${password}${note}`;
  });
  return [`Demo accounts (sign in at ${env.publicAppUrl}/login):`, ...lines].join('\n');
}

/**
 * Someone reading a terminal gets each log line in words (pino-pretty: time, level, message); a file, a pipe or a
 * log collector gets pino's JSON, and so does production always.
 */
function loggerOptions(env: Env): FastifyServerOptions['logger'] {
  if (!process.stdout.isTTY || env.nodeEnv === 'production') return { level: env.logLevel };
  return {
    level: env.logLevel,
    transport: {
      target: 'pino-pretty',
      options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,reqId,method,url,statusCode,responseTime', singleLine: true },
    },
  };
}

async function main() {
  const env = loadEnv();
  const app = await buildApp({ env, logger: loggerOptions(env) });

  const shutdown = boundedShutdown({ server: app.server, close: () => app.close(), log: app.log, graceMs: env.shutdownGraceMs });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => shutdown(`${signal} received`));

  const address = await app.listen({ port: env.port, host: env.host });
  const accounts = await findDemoAccounts(app.db, env);
  const banner = [`Lectern API listening on ${address}${env.apiDocs ? ` (OpenAPI: ${address}/api/docs)` : ''}`];
  if (accounts.length > 0) banner.push(demoAccountsText(accounts, env));
  console.log(banner.join('\n'));
}

main().catch((error: unknown) => {
  console.error('Lectern API failed to start:', error);
  process.exit(1);
});
