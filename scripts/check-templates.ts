/**
 * Checks gallery templates in Chromium: console errors, foreign requests, html-validate and axe.
 * Usage (from the repo root): npx tsx scripts/check-templates.ts [--dir folder] [file ...]
 * Without files every file of the catalogue is checked; --dir serves another folder than
 * apps/web/public/examples. Exits 1 on any problem.
 */
import { basename, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { templateCatalogue } from '../packages/shared/src/templates/catalogue.ts';
import { launchChromium } from '../e2e/support/chromium.ts';
import { checkTemplate, serveExamples } from '../e2e/support/template-check.ts';

const defaultExamplesDir = fileURLToPath(new URL('../apps/web/public/examples/', import.meta.url));

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const dirFlag = args.indexOf('--dir');
  const dirArg = dirFlag >= 0 ? args.splice(dirFlag, 2)[1] : undefined;
  const examplesDir = dirArg ? resolve(dirArg) : defaultExamplesDir;
  // Accept bare names or paths such as apps/web/public/examples/3.html.
  const requested = args.map((arg) => basename(arg));
  const files = requested.length > 0 ? requested : templateCatalogue.map((template) => template.fileName);

  const server = await serveExamples(examplesDir);
  // CHROMIUM_PATH, else Debian's Chromium (the same rule as the browser tests).
  const browser = await launchChromium();
  let failed = 0;
  try {
    for (const file of files) {
      const context = await browser.newContext({ viewport: { width: 1200, height: 800 } });
      const page = await context.newPage();
      let problems: string[];
      try {
        problems = await checkTemplate(page, server.url, file);
      } catch (error) {
        problems = [`check crashed: ${error instanceof Error ? error.message : String(error)}`];
      } finally {
        await context.close();
      }
      if (problems.length === 0) {
        console.log(`ok ${file}`);
        continue;
      }
      failed += 1;
      console.log(`FAIL ${file}`);
      for (const problem of problems) console.log(`  - ${problem}`);
    }
  } finally {
    await browser.close();
    await server.close();
  }
  console.log(`\n${files.length - failed}/${files.length} templates clean`);
  return failed === 0 ? 0 : 1;
}

process.exitCode = await main();
