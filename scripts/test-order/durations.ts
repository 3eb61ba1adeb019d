/**
 * Writes scripts/test-order/durations.json, the seconds each test file took, from a whole run's JSON report:
 *   npx vitest run --reporter=default --reporter=json --outputFile=test-artifacts/vitest-report.json
 *   npx tsx scripts/test-order/durations.ts test-artifacts/vitest-report.json
 * A file run by two projects (the API on SQLite and on PostgreSQL) keeps the longer time.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';

interface Report {
  testResults: { name: string; startTime: number; endTime: number }[];
}

const reportPath = process.argv[2];
if (!reportPath) throw new Error('usage: tsx scripts/test-order/durations.ts <vitest JSON report>');
const report = JSON.parse(readFileSync(reportPath, 'utf8')) as Report;
const root = new URL('../..', import.meta.url).pathname;
const seconds: Record<string, number> = {};
for (const file of report.testResults) {
  const path = relative(root, file.name);
  seconds[path] = Math.max(seconds[path] ?? 0, Math.round((file.endTime - file.startTime) / 100) / 10);
}
const sorted = Object.fromEntries(Object.entries(seconds).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(new URL('./durations.json', import.meta.url), `${JSON.stringify(sorted, null, 1)}\n`);
console.log(`${Object.keys(sorted).length} files, ${Math.round(Object.values(sorted).reduce((sum, each) => sum + each, 0))} s in all`);
