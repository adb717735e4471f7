// Where `npm test` (scripts/test.mjs) collects how long each test file took: one JSON line per file,
// written by the jest and Playwright reporters when TEST_TIMINGS_FILE is set, read back for the run's
// ten slowest files. Run outside `npm test`, the reporters write nothing.
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

/** Records one file's duration (ms) under its stage (unit, integration, e2e). */
export function recordFileTime(stage, file, ms) {
  const target = process.env.TEST_TIMINGS_FILE;
  if (!target) return;
  appendFileSync(target, `${JSON.stringify({ stage, file: relative(process.cwd(), file), ms: Math.round(ms) })}\n`);
}

/** Every file recorded in `target`, slowest first. */
export function slowestFiles(target, count) {
  if (!existsSync(target)) return [];
  const rows = readFileSync(target, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
  return rows.sort((a, b) => b.ms - a.ms).slice(0, count);
}
