import { describe, expect, it } from 'vitest';
import { envSchema } from '../../src/config.ts';
import { compose, read } from './deploy-files.ts';

const variables = Object.keys(envSchema.shape);
const section = (markdown: string, heading: string) => markdown.split(/^## /m).find((part) => part.startsWith(`${heading}\n`)) ?? '';

describe('the documentation of the variables', () => {
  it("README's \"Running at scale\" names every variable config.ts reads", () => {
    const scale = section(read('README.md'), 'Running at scale');
    expect(variables.filter((name) => !scale.includes(`\`${name}\``))).toEqual([]);
  });

  it('.env.example has a line for every variable config.ts reads, with the compose-only inputs apart', () => {
    const example = read('.env.example');
    expect(variables.filter((name) => !new RegExp(`^(# )?${name}=`, 'm').test(example))).toEqual([]);
    for (const input of ['POSTGRES_PASSWORD', 'MINIO_ROOT_PASSWORD', 'PUBLIC_PORT']) expect(example).toMatch(new RegExp(`^# ${input}=`, 'm'));
  });

  it("README names every value compose.yaml asks of its user", () => {
    const asked = [...read('compose.yaml').matchAll(/\$\{([A-Z_0-9]+)/g)].map((match) => match[1]!);
    const passedThrough = Object.entries(compose().services['worker']!.environment ?? {}).filter(([, value]) => value === null).map(([name]) => name);
    const scale = section(read('README.md'), 'Running at scale');
    expect([...new Set([...asked, ...passedThrough])].filter((name) => !scale.includes(`\`${name}\``))).toEqual([]);
  });
});
