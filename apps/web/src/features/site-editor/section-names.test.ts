import { describe, expect, it } from 'vitest';
import { sectionVariants } from '../../../../../packages/sitegen/src/model/sections.ts';
import { catalogueT, catalogues } from '../../i18n/catalogue-files.ts';
import { editorTextsOf } from './editor-texts.ts';

describe('the names of sections in the editor', () => {
  it('are words, not the engine’s codes', () => {
    expect(editorTextsOf(catalogueT('en', 'editor')).sectionName(3, 'blogTeaser', 'cards')).toBe('4. Latest articles (cards)');
    expect(editorTextsOf(catalogueT('ru', 'editor')).sectionName(0, 'cta', 'card')).toBe('1. Призыв к действию (карточка)');
  });

  it('exist for every kind of section and every layout the engine has, in both languages', () => {
    const wanted = Object.entries(sectionVariants).flatMap(([kind, variants]) => [`editor:sectionKinds.${kind}`, ...variants.map((variant) => `editor:variants.${variant}`)]);
    for (const language of ['en', 'ru'] as const) expect(wanted.filter((key) => !catalogues[language].has(key)), language).toEqual([]);
  });
});
