import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '..');

/**
 * The folders whose screens take every text from the catalogues (issue 40). Screens still to convert are not listed
 * yet: the builder, My sites with the editor, inbox and statistics, the admin area, the screenshot tool and the pro
 * message page.
 */
const convertedFolders = ['app', 'features/auth', 'features/landing', 'features/templates', 'features/email-confirmation', 'shared/ui'];

/** Attributes whose value people read or hear. */
const textAttributes = new Set(['label', 'title', 'subtitle', 'aria-label', 'placeholder', 'alt', 'submitLabel', 'pendingLabel', 'successText']);

/** Texts that stay the same in every interface language: each language's name, written in that language. */
const sameInEveryLanguage = new Set(['Русский', 'English']);

const hasWords = (text: string) => /\p{L}{2,}/u.test(text) && !sameInEveryLanguage.has(text.trim());

/** Text written into a component: JSX text, and string literals given to text attributes. */
function hardCodedTexts(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) found.push(node.text.trim());
    if (ts.isJsxAttribute(node) && textAttributes.has(node.name.getText(source)) && node.initializer) {
      const value = ts.isStringLiteral(node.initializer) ? node.initializer.text : ts.isJsxExpression(node.initializer) && node.initializer.expression && ts.isStringLiteralLike(node.initializer.expression) ? node.initializer.expression.text : undefined;
      if (value !== undefined && hasWords(value)) found.push(`${node.name.getText(source)}="${value}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const componentFiles = (folder: string): string[] =>
  fs.readdirSync(path.join(src, folder), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.tsx')).map((file) => path.join(src, folder, file));

describe('converted screens', () => {
  it('hold no text of their own: every word people read comes from the catalogues', () => {
    const files = convertedFolders.flatMap(componentFiles);
    expect(files.length).toBeGreaterThan(20);
    const found = files.flatMap((file) => hardCodedTexts(file).map((text) => `${path.relative(src, file)}: ${text}`));
    expect(found).toEqual([]);
  });

  it('the scan finds a text written into a component', () => {
    const probe = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'texts-')), 'probe.tsx');
    fs.writeFileSync(probe, 'export const Probe = () => <p title="Заголовок">Hello there {1}</p>;\n');
    try {
      expect(hardCodedTexts(probe)).toEqual(['title="Заголовок"', 'Hello there']);
    } finally {
      fs.rmSync(probe);
    }
  });
});
