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
 * Texts of screens still to be moved onto the catalogues (issue 40): the builder wizard and its generation and the
 * screenshot tool keep them in their texts modules for now. Converting a screen
 * takes its texts off this list.
 */
const notYetInCatalogues = [
  'Describe your theme', 'Generate website', 'Generating...', 'Creating your website', 'Do not close the page during generation', 'Your website is ready!',
  'Улучшенный генератор', 'Стандартный генератор', 'Результаты (ok/total)', 'Скачать все', 'Скачать', 'Ошибка', '❌ Ошибка', 'Используется fallback',
  'Describe your style', 'ИИ Начал Генерировать Вебсайт...', 'Done!', 'Error generating. Try again.',
  'Шаг N из 10', 'Error, please try again', 'Attempt to reconnect n/5...', 'Соединение восстановлено. Продолжаем генерацию...',
  'Connection problems. Waiting for generation completion...', 'Не удалось загрузить шаблон', 'Ошибка генерации. Попробуйте еще раз.',
  'Error starting generation. Check your internet connection and try again.',
];

describe.skipIf(!specPath)('the spec’s quoted texts', () => {
  it('are read from the spec', () => {
    expect(quoted).toContain('Вход в систему');
    expect(quoted).toContain('Unexpected Application Error!');
    expect(quoted.length).toBeGreaterThan(60);
  });

  it('are each, exactly, a message of the catalogue of their language (Russian in Russian, the English the spec quotes in English)', () => {
    const missing = quoted.filter((text) => {
      if (notInterfaceTexts.has(text)) return false;
      const language = /\p{Script=Cyrillic}/u.test(text) ? 'ru' : 'en';
      return ![...catalogues[language].values()].includes(text);
    });
    expect(missing).toEqual(notYetInCatalogues);
  });
});
