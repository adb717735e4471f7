// Before a command that runs the built server code (admin:create): builds it when dist/ lacks it, so the
// command works on a fresh checkout too.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync('dist/src/cli.js')) {
  console.log('building the server first (npm run build:server)...');
  execSync('npm run build:server --silent', { stdio: 'inherit' });
}
