// How the engine copes with an AI writer that slips (`npm run bench -- ai-repair`, or `npx tsx bench/ai-repair.ts --count 30`):
// the same generations (English, Russian and German in turn, 2 to 4 keywords and 3 stop words each) against a careful
// model and against a sloppy one (OpenAI-compatible fakes on 127.0.0.1: it leaves out keywords half the time, answers
// in another language 1 time in 5, cuts sentences and repeats words, sends JSON that does not parse 1 time in 10 and
// stalls past the client's timeout 1 time in 20, all seeded). Prints the failures, the model calls per generation of
// each and their ratio (budget: 0 failures, at most 1.3x), and how the texts that failed a check were set right.
import { parseArgs } from 'node:util';
import { perfectRates, sloppyRates } from '../packages/sitegen/test/support/sloppy-model.ts';
import { runSloppyGenerations, type SloppyRun } from '../packages/sitegen/test/support/sloppy-runs.ts';

const { values: options } = parseArgs({ options: { count: { type: 'string' }, seed: { type: 'string' } } });
const count = Number(options.count ?? process.env.AI_REPAIR_BENCH_COUNT ?? 100);
if (!(count > 0)) throw new Error('--count takes a positive number');
const seed = options.seed ?? 'ai-repair-bench';

const perGeneration = (runs: readonly SloppyRun[]) => runs.reduce((sum, run) => sum + run.calls, 0) / runs.length;

const started = performance.now();
const careful = await runSloppyGenerations({ count, rates: perfectRates, seed });
const sloppy = await runSloppyGenerations({ count, rates: sloppyRates, seed });
const failures = [...careful, ...sloppy].filter((run) => run.error);
const ratio = perGeneration(sloppy) / perGeneration(careful);

console.log(`${count} generations each (seed ${seed}), ${((performance.now() - started) / 1000).toFixed(0)} s`);
console.log(`careful model: ${perGeneration(careful).toFixed(2)} calls per generation, ${careful.filter((run) => run.error).length} failed`);
console.log(`sloppy model:  ${perGeneration(sloppy).toFixed(2)} calls per generation, ${sloppy.filter((run) => run.error).length} failed`);
console.log(`ratio: ${ratio.toFixed(2)}x (budget 1.30x)${ratio > 1.3 ? '  OVER BUDGET' : ''}`);
for (const run of failures) console.log(`  FAILED ${run.request.domain_name} (${run.request.site_language}, ${run.request.key_words}): ${run.error}`);

const rounds = sloppy.map((run) => run.result?.quality.rounds ?? 0);
console.log(`rounds of asking the writer again: ${[0, 1, 2].map((round) => `${round}: ${rounds.filter((each) => each === round).length}`).join(', ')} generations`);
const fixes = new Map<string, number>();
for (const repair of sloppy.flatMap((run) => run.result?.quality.repairs ?? [])) fixes.set(`${repair.check} → ${repair.fix}`, (fixes.get(`${repair.check} → ${repair.fix}`) ?? 0) + 1);
console.log('repairs (a text, or a whole answer in another language):');
for (const [fix, times] of [...fixes].sort((a, b) => b[1] - a[1])) console.log(`  ${String(times).padStart(5)}  ${fix}`);
