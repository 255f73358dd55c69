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
    // A test file that failed to load, or whose set-up failed (its tests then skipped), has no failed
    // test but is a failure: each of its tests counts as failed (one when it has none).
    for (const r of report.testResults ?? []) {
      const results = r.assertionResults ?? [];
      if (r.status === 'failed' && !results.some((t) => t.status === 'failed')) {
        failed += Math.max(1, results.length);
      }
    }
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
