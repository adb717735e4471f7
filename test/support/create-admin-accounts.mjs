// Creates admin accounts through the built app's own account service, the one `cli.js admin:create` calls
// (same password rules, same audit row), booting the admin feature once for all of them: the end-to-end
// suite's global setup (test/e2e/global-setup.ts). Usage: node test/support/create-admin-accounts.mjs
// '[{"username":"...","role":"admin","password":"..."}]', with DATABASE_URL set.
import { NestFactory } from '@nestjs/core';
import { AdminCliModule } from '../../dist/src/admin/admin-cli.module.js';
import { AdminAccounts } from '../../dist/src/admin/index.js';

const accounts = JSON.parse(process.argv[2] ?? '[]');
const app = await NestFactory.createApplicationContext(AdminCliModule, { logger: ['error'] });
try {
  const service = app.get(AdminAccounts);
  for (const { username, role, password } of accounts) await service.create(username, role, password);
  console.log(`created ${accounts.length} accounts`);
} finally {
  await app.close();
}
