import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

// npm install warns about every dependency whose install script the project has not reviewed (package.json's
// allowScripts); a newcomer's first install should print no such warning.
it('npm has no unreviewed install script to warn about', () => {
  const result = spawnSync('npm', ['install-scripts', 'ls'], { cwd: repoRoot, encoding: 'utf8', timeout: 60_000 });
  expect(result.status, result.stderr).toBe(0);
  expect(result.stdout.trim()).toBe('No packages with unreviewed install scripts.');
});
