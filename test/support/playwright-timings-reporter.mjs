// A Playwright reporter that records each spec file's time (the sum of its tests' durations, hooks
// included) for `npm test`'s slowest-files list (test/support/test-timings.mjs).
import { recordFileTime } from './test-timings.mjs';

export default class PlaywrightTimingsReporter {
  files = new Map();

  onTestEnd(test, result) {
    const file = test.location.file;
    this.files.set(file, (this.files.get(file) ?? 0) + result.duration);
  }

  onEnd() {
    for (const [file, ms] of this.files) recordFileTime('e2e', file, ms);
  }

  printsToStdio() {
    return false;
  }
}
