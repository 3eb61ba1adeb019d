import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogues } from './catalogue-files.ts';

// The product spec quotes the texts as they must appear, in single quotes. It lives beside the repository
// (../shared/spec); a checkout elsewhere names it with SPEC_PATH. Without it there is nothing to compare.
const specPath = [process.env.SPEC_PATH, path.resolve(import.meta.dirname, '../../../../../shared/spec/product-spec.md'), '/work/shared/spec/product-spec.md'].find(
  (candidate): candidate is string => Boolean(candidate) && fs.existsSync(candidate!),
);
const spec = specPath ? fs.readFileSync(specPath, 'utf8') : '';
const quoted = [...new Set([...spec.matchAll(/(?<![\p{L}\p{N}])'(.+?)'(?![\p{L}\p{N}])/gu)].map((match) => match[1]!))];

/** Quoted values that no screen shows as a text: stored values, request defaults, statuses, console lines, a drawn picture. */
const notInterfaceTexts = new Set([
  'true', 'false', 'Landing', 'HTML', 'index', '1', 'generating', 'Step N',
  'Ошибка скриншота', 'Ошибка dom-to-image для', 'Template N', 'Website Preview',
]);

/**
 * Quotes that name the values a text shows by words: the catalogue has a placeholder for each ('Результаты
 * (ok/total)' is the screenshot tool's 'Результаты ({{ok}}/{{total}})').
 */
const withNamedValues = new Map([['Результаты (ok/total)', 'Результаты ({{ok}}/{{total}})']]);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The spec writes a number a text shows as N (or n): there the catalogue has a placeholder ('Шаг {{step}} из 10'). */
function foundIn(messages: Iterable<string>, quote: string): boolean {
  const pattern = new RegExp(`^${escapeRegExp(quote).replace(/(?<![\p{L}\p{N}])[Nn](?![\p{L}\p{N}])/gu, '(?:$&|\\{\\{\\s*\\w+\\s*\\}\\})')}$`, 'u');
  for (const message of messages) if (message === quote || pattern.test(message)) return true;
  return false;
}

describe.skipIf(!specPath)('the spec’s quoted texts', () => {
  it('find a number the spec writes as N in a placeholder, and nothing else there', () => {
    expect(foundIn(['Шаг {{step}} из 10'], 'Шаг N из 10')).toBe(true);
    expect(foundIn(['Attempt to reconnect {{attempt}}/5...'], 'Attempt to reconnect n/5...')).toBe(true);
    expect(foundIn(['Шаг {{step}} из 10'], 'Шаг N из 12')).toBe(false);
    expect(foundIn(['Нет {{what}}'], 'Нет N')).toBe(true);
    expect(foundIn(['Новый {{what}}'], 'Нет N')).toBe(false);
  });

  it('are read from the spec', () => {
    expect(quoted).toContain('Вход в систему');
    expect(quoted).toContain('Unexpected Application Error!');
    expect(quoted.length).toBeGreaterThan(60);
  });

  it('are each, exactly, a message of the catalogue of their language (Russian in Russian, the English the spec quotes in English)', () => {
    const missing = quoted.filter((text) => {
      if (notInterfaceTexts.has(text)) return false;
      const language = /\p{Script=Cyrillic}/u.test(text) ? 'ru' : 'en';
      return !foundIn(catalogues[language].values(), withNamedValues.get(text) ?? text);
    });
    expect(missing).toEqual([]);
  });
});
