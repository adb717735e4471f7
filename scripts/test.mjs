// npm test: the stages in order (typecheck, import rules and build side by side, then unit, integration,
// end to end), stopping after the first step that fails, then how long each stage took and the ten slowest
// test files, so the next slow test is seen the day it lands (README, "Tests").
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { slowestFiles } from '../test/support/test-timings.mjs';

/** Steps in order; the stages of one step run side by side (none reads what another writes). */
const STEPS = [
  [
    ['typecheck', 'typecheck'],
    ['imports', 'check:imports'],
    ['build', 'build'],
  ],
  [['unit', 'test:unit']],
  [['integration', 'test:int']],
  [['e2e', 'test:e2e']],
];
const SLOWEST = 10;

const dir = mkdtempSync(join(tmpdir(), 'test-timings-'));
const timings = join(dir, 'files.jsonl');
const npm = process.env.npm_execpath;

function run(script) {
  return new Promise((resolve) => {
    const command = npm ? process.execPath : 'npm';
    const args = npm ? [npm, 'run', '--silent', script] : ['run', '--silent', script];
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, TEST_TIMINGS_FILE: timings } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const done = [];
let failed;
const started = Date.now();
for (const step of STEPS) {
  const results = await Promise.all(
    step.map(async ([stage, script]) => {
      const from = Date.now();
      const code = await run(script);
      return [stage, Date.now() - from, code];
    }),
  );
  done.push(...results);
  const failure = results.find(([, , code]) => code !== 0);
  if (failure) {
    failed = { stage: failure[0], code: failure[2] };
    break;
  }
}

console.log('\n--- stages');
for (const [stage, ms, code] of done) console.log(`${stage.padEnd(12)} ${seconds(ms).padStart(9)}${code === 0 ? '' : `  FAILED (exit ${code})`}`);
console.log(`${'total'.padEnd(12)} ${seconds(Date.now() - started).padStart(9)}`);
const slowest = slowestFiles(timings, SLOWEST);
if (slowest.length > 0) {
  console.log(`\n--- the ${slowest.length} slowest test files`);
  for (const { stage, file, ms } of slowest) console.log(`${seconds(ms).padStart(9)}  ${stage.padEnd(11)} ${file}`);
}
rmSync(dir, { recursive: true, force: true });
process.exit(failed ? failed.code : 0);
