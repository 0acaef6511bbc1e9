// A vitest reporter for the projects that retry (visual, e2e): it writes the tests that passed only
// on a retry, with the first line of each failed attempt's error, to the JSON file FLAKY_REPORT
// names, so `npm test` lists them in its summary instead of letting a retry hide them.
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';

export default class FlakyReporter {
  flaky = [];

  onTestCaseResult(testCase) {
    const diagnostic = testCase.diagnostic();
    if (!diagnostic?.flaky) return;
    // A passed retry keeps the errors of the attempts that failed (the runner does not clear them).
    const file = testCase.module.moduleId;
    const errors = (testCase.task.result?.errors ?? []).map((error) => {
      const message = String(error.message ?? error).split('\n')[0].slice(0, 300);
      // Where in the test it failed: the first stack line in the test file.
      const at = String(error.stack ?? '')
        .split('\n')
        .find((line) => line.includes(file));
      const line = at?.match(/:(\d+):\d+\)?\s*$/)?.[1];
      return line ? `${message} (line ${line})` : message;
    });
    this.flaky.push({ file: relative(process.cwd(), file), name: testCase.fullName, retries: diagnostic.retryCount, errors });
  }

  onTestRunEnd() {
    if (process.env.FLAKY_REPORT) writeFileSync(process.env.FLAKY_REPORT, JSON.stringify(this.flaky, null, 2));
  }
}
