// `npm run bench`: runs every benchmark script in this folder, one after another, and prints their numbers.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// `npm run bench -- sites --limit 3`: names pick the scripts, flags after them go to each script.
const args = process.argv.slice(2);
const firstFlag = args.findIndex((arg) => arg.startsWith('--'));
const only = firstFlag < 0 ? args : args.slice(0, firstFlag);
const flags = firstFlag < 0 ? [] : args.slice(firstFlag);
const scripts = fs
  .readdirSync(import.meta.dirname)
  .filter((file) => file.endsWith('.ts') && file !== 'index.ts' && !file.startsWith('support'))
  .filter((file) => only.length === 0 || only.some((name) => file.startsWith(name)))
  .sort();

let failed = false;
for (const script of scripts) {
  console.log(`\n=== ${script} ===`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, script), ...flags], { stdio: 'inherit' });
  failed ||= run.status !== 0;
}
process.exit(failed ? 1 : 0);
