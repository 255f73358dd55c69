// Adds up Vitest JSON reports and prints the one closing line CI reads: "N passed, N failed".
// A missing or unreadable report counts as a failure, so a suite that crashed cannot look green.
import { readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let missing = 0;
for (const file of process.argv.slice(2)) {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    // A test file that failed to load has no test results but is a failure.
    failed += (report.testResults ?? []).filter((r) => r.status === 'failed' && r.assertionResults.length === 0).length;
    console.log(
      `${file}: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${report.numPendingTests} skipped`,
    );
  } catch {
    console.log(`${file}: no report (the suite did not run to the end)`);
    missing += 1;
  }
}
failed += missing;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
