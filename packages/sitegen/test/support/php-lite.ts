import { posix } from 'node:path';

type Files = ReadonlyMap<string, string | Uint8Array>;

const literal = String.raw`'((?:[^'\\]|\\.)*)'`;
const statement = new RegExp(
  String.raw`\s*(?:\$(\w+)\s*=\s*${literal}\s*;|require __DIR__ \. ${literal}\s*;|if \(!isset\(\$(\w+)\)\) \{ http_response_code\(404\); exit; \})\s*`,
  'y',
);
const ternary = new RegExp(String.raw`^\s*\$(\w+)\s*===\s*${literal}\s*\?\s*${literal}\s*:\s*${literal}\s*$`);

function unescape(value: string): string {
  return value.replace(/\\(['\\])/g, '$1');
}

class Halt extends Error {}

/**
 * Renders the engine's PHP pages the way PHP would, for the small subset the engine writes
 * (string variables, require of includes, echo of a variable or of the menu marker). Any
 * other PHP in a page is an error, so the test notices code it does not understand.
 */
export function renderPhp(files: Files, path: string, vars = new Map<string, string>()): string {
  const source = files.get(path);
  if (typeof source !== 'string') throw new Error(`No PHP file ${path}`);
  let out = '';
  let last = 0;
  for (const match of source.matchAll(/<\?(php|=)([\s\S]*?)\?>\n?/g)) {
    out += source.slice(last, match.index);
    last = (match.index ?? 0) + match[0].length;
    const code = match[2] ?? '';
    if (match[1] === '=') {
      out += echo(code, vars);
      continue;
    }
    const steps = new RegExp(statement);
    while (steps.lastIndex < code.length) {
      const start = steps.lastIndex;
      const step = steps.exec(code);
      if (!step) throw new Error(`Unsupported PHP in ${path}: ${code.slice(start, start + 80)}`);
      if (step[1] !== undefined) vars.set(step[1], unescape(step[2] ?? ''));
      else if (step[3] !== undefined) out += renderPhp(files, posix.normalize(posix.join(posix.dirname(path), unescape(step[3]))), vars);
      else if (step[4] !== undefined && !vars.has(step[4])) throw new Halt();
    }
  }
  return out + source.slice(last);
}

function echo(code: string, vars: ReadonlyMap<string, string>): string {
  const variable = /^\s*\$(\w+)\s*$/.exec(code);
  if (variable?.[1]) return vars.get(variable[1]) ?? '';
  const choice = ternary.exec(code);
  if (choice?.[1]) return vars.get(choice[1]) === unescape(choice[2] ?? '') ? unescape(choice[3] ?? '') : unescape(choice[4] ?? '');
  throw new Error(`Unsupported PHP echo: ${code}`);
}

/** Whether opening `path` directly stops with 404 (the include guard). */
export function haltsWhenOpenedDirectly(files: Files, path: string): boolean {
  try {
    renderPhp(files, path);
    return false;
  } catch (error) {
    return error instanceof Halt;
  }
}
