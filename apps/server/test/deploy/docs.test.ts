import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { envSchema } from '../../src/config.ts';
import { compose, read, repoRoot } from './deploy-files.ts';

const variables = Object.keys(envSchema.shape);
const pages = ['README.md', 'packages/sitegen/README.md', ...fs.readdirSync(path.join(repoRoot, 'docs')).filter((file) => file.endsWith('.md')).map((file) => `docs/${file}`)];

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
const anchorsOf = (markdown: string) =>
  new Set([
    ...[...markdown.matchAll(/^#{1,6} (.+)$/gm)].map((match) => anchorOf(match[1]!.replace(/`/g, ''))),
    ...[...markdown.matchAll(/<a id="([^"]+)">/g)].map((match) => match[1]!),
  ]);
/** Markdown outside fenced code blocks. */
const prose = (markdown: string) => markdown.replace(/^```[\s\S]*?^```/gm, '');
const tableCells = (markdown: string) =>
  prose(markdown)
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|[-| ]+\|$/.test(line))
    .flatMap((line) => line.replace(/\\\|/g, '¦').split('|').slice(1, -1).map((cell) => cell.trim()));

describe('the README and docs/', () => {
  it('the README reads in five minutes: under 250 lines, with start, sign-up and tests on its first screen', () => {
    const readme = read('README.md');
    expect(readme.split('\n').length).toBeLessThan(250);
    const firstScreen = readme.split('\n').slice(0, 50).join('\n');
    for (const needed of ['npm install && npm start', 'npm test', '## Sign up locally', 'Verification link for']) expect(firstScreen).toContain(needed);
  });

  it('every link of the README and docs/ resolves: files, pictures and headings', () => {
    const broken: string[] = [];
    for (const page of pages) {
      const markdown = read(page);
      for (const [, target] of prose(markdown).matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^(https?:|mailto:)/.test(target!)) continue;
        const [file, anchor] = target!.split('#') as [string, string | undefined];
        const resolved = file ? path.join(path.dirname(page), file) : page;
        if (!fs.existsSync(path.join(repoRoot, resolved))) broken.push(`${page}: ${target} (no such file)`);
        else if (anchor && resolved.endsWith('.md') && !anchorsOf(read(resolved)).has(anchor)) broken.push(`${page}: ${target} (no such heading)`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('no table cell holds more than a sentence or two', () => {
    const long = pages.flatMap((page) => tableCells(read(page)).filter((cell) => cell.length > 220 || (cell.match(/[.;] (?=[A-Z`(])/g) ?? []).length > 2).map((cell) => `${page}: ${cell}`));
    expect(long).toEqual([]);
  });
});

describe('the documentation of the variables', () => {
  it('docs/configuration.md names every variable config.ts reads', () => {
    const configuration = read('docs/configuration.md');
    expect(variables.filter((name) => !configuration.includes(`\`${name}\``))).toEqual([]);
  });

  it('.env.example has a line for every variable config.ts reads, with the compose-only inputs apart', () => {
    const example = read('.env.example');
    expect(variables.filter((name) => !new RegExp(`^(# )?${name}=`, 'm').test(example))).toEqual([]);
    for (const input of ['POSTGRES_PASSWORD', 'MINIO_ROOT_PASSWORD', 'PUBLIC_PORT']) expect(example).toMatch(new RegExp(`^# ${input}=`, 'm'));
  });

  it('docs/running-at-scale.md names every value compose.yaml asks of its user', () => {
    const asked = [...read('compose.yaml').matchAll(/\$\{([A-Z_0-9]+)/g)].map((match) => match[1]!);
    const passedThrough = Object.entries(compose().services['worker']!.environment ?? {}).filter(([, value]) => value === null).map(([name]) => name);
    const scale = read('docs/running-at-scale.md');
    expect([...new Set([...asked, ...passedThrough])].filter((name) => !scale.includes(`\`${name}\``))).toEqual([]);
  });
});
