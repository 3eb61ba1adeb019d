import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { SUPPORTED_NODE_RANGE, nodeVersionProblem } from '../../src/node-version.ts';

describe('the Node.js version check at start', () => {
  test.each(['20.19.0', '20.20.2', 'v20.19.1', '22.16.0', '22.21.1', '24.0.0', '25.2.1'])('%s is supported', (version) => {
    expect(nodeVersionProblem(version)).toBeUndefined();
  });

  test.each(['18.20.4', '20.11.1', '20.12.0', '20.18.3', '21.7.3', '22.12.0', '22.15.1', '23.11.0', 'v16.0.0'])('%s is refused with a clear message', (version) => {
    const problem = nodeVersionProblem(version);
    expect(problem).toContain(`Node.js v${version.replace(/^v/, '')} is not supported`);
    expect(problem).toContain('20 (20.19 or newer), 22 (22.16 or newer), or 24 and later');
  });

  test('an unreadable version is refused, not let through', () => {
    expect(nodeVersionProblem('banana')).toMatch(/Cannot read the Node.js version "banana"/);
  });

  test('the rule is the one package.json states in "engines"', () => {
    const pkg = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../../../package.json'), 'utf8')) as { engines: { node: string } };
    expect(pkg.engines.node).toBe(SUPPORTED_NODE_RANGE);
  });
});
