// A jest reporter that records each test file's run time for `npm test`'s slowest-files list
// (test/support/test-timings.mjs). Jest's own reporter still prints everything else.
import { recordFileTime } from './test-timings.mjs';

export default class JestTimingsReporter {
  onTestResult(test, result) {
    const { start, end } = result.perfStats;
    recordFileTime(test.context.config.displayName?.name ?? 'jest', test.path, end - start);
  }
}
