import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '..');

/** The folders whose screens take every text from the catalogues (issue 40). */
const convertedFolders = [
  'app', 'features/auth', 'features/landing', 'features/templates', 'features/email-confirmation', 'shared/ui',
  'features/builder', 'features/sites', 'features/site-editor', 'shared/site-gaps', 'features/pro-messages',
  'features/screenshot-admin', 'features/admin',
];

/** Attributes whose value people read or hear. */
const textAttributes = new Set(['label', 'title', 'subtitle', 'aria-label', 'placeholder', 'alt', 'submitLabel', 'pendingLabel', 'successText']);

/** Texts that stay the same in every interface language: each language's name, written in that language. */
const sameInEveryLanguage = new Set(['Русский', 'English']);

const hasWords = (text: string) => /\p{L}{2,}/u.test(text) && !sameInEveryLanguage.has(text.trim());

/** The string literals an expression shows as it is: itself, either branch of a condition, the value after && or ??. */
function shownLiterals(expression: ts.Expression): string[] {
  if (ts.isStringLiteralLike(expression)) return [expression.text];
  if (ts.isParenthesizedExpression(expression)) return shownLiterals(expression.expression);
  if (ts.isConditionalExpression(expression)) return [...shownLiterals(expression.whenTrue), ...shownLiterals(expression.whenFalse)];
  if (ts.isBinaryExpression(expression) && [ts.SyntaxKind.AmpersandAmpersandToken, ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken].includes(expression.operatorToken.kind)) {
    return shownLiterals(expression.right);
  }
  return [];
}

/** Text written into a component: JSX text, string literals shown between tags, and string literals given to text attributes. */
function hardCodedTexts(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) found.push(node.text.trim());
    if (ts.isJsxExpression(node) && node.expression && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      found.push(...shownLiterals(node.expression).filter(hasWords));
    }
    if (ts.isJsxAttribute(node) && textAttributes.has(node.name.getText(source)) && node.initializer) {
      const { initializer } = node;
      const values = ts.isStringLiteral(initializer) ? [initializer.text] : ts.isJsxExpression(initializer) && initializer.expression ? shownLiterals(initializer.expression) : [];
      found.push(...values.filter(hasWords).map((value) => `${node.name.getText(source)}="${value}"`));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const componentFiles = (folder: string): string[] =>
  fs.readdirSync(path.join(src, folder), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.tsx')).map((file) => path.join(src, folder, file));

describe('converted screens', () => {
  // Parses every component of the app: a few seconds alone, more on a machine busy with the other projects.
  it('hold no text of their own: every word people read comes from the catalogues', { timeout: 30_000 }, () => {
    const files = convertedFolders.flatMap(componentFiles);
    expect(files.length).toBeGreaterThan(80);
    const found = files.flatMap((file) => hardCodedTexts(file).map((text) => `${path.relative(src, file)}: ${text}`));
    expect(found).toEqual([]);
  });

  it('the scan finds a text written into a component', () => {
    const probe = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'texts-')), 'probe.tsx');
    fs.writeFileSync(probe, 'export const Probe = ({ on }: { on: boolean }) => <p title="Заголовок" aria-label={on ? \'Open menu\' : label}>Hello there {1} {on && \'Saved\'} {on ? \'Да\' : \'Нет\'} {\'x\'}</p>;\n');
    try {
      expect(hardCodedTexts(probe)).toEqual(['title="Заголовок"', 'aria-label="Open menu"', 'Hello there', 'Saved', 'Да', 'Нет']);
    } finally {
      fs.rmSync(probe);
    }
  });
});
