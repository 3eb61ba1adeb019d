// Checks trade files of the catalogue: npx tsx scripts/check-trade.mts packages/sitegen/src/trades/catalogue/bakery.ts …
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { tradeSchema } from '../packages/sitegen/src/trades/schema.ts';

let failed = false;
for (const file of process.argv.slice(2)) {
  const module = (await import(pathToFileURL(resolve(file)).href)) as Record<string, unknown>;
  for (const [name, value] of Object.entries(module)) {
    const result = tradeSchema.safeParse(value);
    if (result.success) {
      console.log(`ok   ${file} ${name}`);
      continue;
    }
    failed = true;
    for (const issue of result.error.issues) console.log(`FAIL ${file} ${name} ${issue.path.join('.')}: ${issue.message}`);
  }
}
process.exitCode = failed ? 1 : 0;
