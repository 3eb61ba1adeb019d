// The e2e project's global setup: compiles the server once before any test file starts it (startProductServer runs
// the compiled program, as production does), so a browser test never runs an old build.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

export default function setup(): void {
  execFileSync(process.execPath, [path.resolve(import.meta.dirname, '../../apps/server/scripts/build.mjs')], { stdio: 'inherit' });
}
