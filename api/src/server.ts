import { buildApp } from './app';
import { loadEnv, type Env } from './config/env';
import { findDemoAccounts, type DemoAccount } from './db/seed';

function demoAccountsText(accounts: DemoAccount[], env: Env): string {
  const width = Math.max(...accounts.map((account) => account.email.length));
  const lines = accounts.map((account) => {
    const password = account.password ?? '(ADMIN_PASSWORD)';
    const note = account.note ? `  (${account.note})` : '';
    return `  ${account.role.padEnd(9)}${account.email.padEnd(width + 2)}${password}${note}`;
  });
  return [`Demo accounts (sign in at ${env.publicAppUrl}/login):`, ...lines].join('\n');
}

async function main() {
  const env = loadEnv();
  const app = await buildApp({ env });

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal} received, closing`);
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }

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
