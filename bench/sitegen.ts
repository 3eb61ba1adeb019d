// Numbers of the generation engine: npx tsx bench/sitegen.ts
import { generate, OpenAiCompatibleProvider } from '../packages/sitegen/src/index.ts';
import type { GenerationResult } from '../packages/sitegen/src/index.ts';
import { startFakeChatServer, taskOf } from '../packages/sitegen/test/support/fake-chat-server.ts';
import { answerFor, modelAnswers } from '../packages/sitegen/test/support/model-answers.ts';
import { request } from '../packages/sitegen/test/support/requests.ts';

const domains = (count: number) => Array.from({ length: count }, (_, index) => `site-${index + 1}.example.com`).join(', ');
const oneSite = request({ stop_words: 'cheap, frozen' });
const twoSites = request({ site_count: '2', domain_name: 'bella-pizza.com, pizza-bella.it', second_site_language: 'Russian' });
const tenSites = request({ site_count: '10', domain_name: domains(10) });

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function timed(input: typeof oneSite, runs: number, options: Parameters<typeof generate>[1] = {}): Promise<{ ms: number; result: GenerationResult }> {
  const times: number[] = [];
  let result: GenerationResult | undefined;
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    result = await generate(input, options);
    times.push(performance.now() - started);
  }
  if (!result) throw new Error('no run');
  return { ms: median(times), result };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

await timed(oneSite, 5);
const single = await timed(oneSite, 21);
const two = await timed(twoSites, 7);
const ten = await timed(tenSites, 7);
const site = single.result.sites[0];
const stylesheet = [...(site?.files ?? new Map()).entries()].find(([path]) => path.endsWith('.css'))?.[1] ?? '';
const pages = [...(site?.files ?? new Map()).entries()].filter(([path]) => path.endsWith('.html')).map(([path, content]) => ({ path, bytes: Buffer.byteLength(String(content)) }));
const cssBytes = Buffer.byteLength(String(stylesheet));
const heaviest = pages.reduce((top, page) => (page.bytes > top.bytes ? page : top), { path: '', bytes: 0 });

console.log('Offline composer and offline illustrations, median wall time from request to ZIP (texts, model, render, share PNGs, fonts, checks):');
console.log(`  1 site : ${single.ms.toFixed(1)} ms (target ≤ 200 ms), ZIP ${kb(single.result.zip.byteLength)}, ${single.result.files.size} files`);
console.log(`  2 domains, each in English and Russian: ${two.ms.toFixed(1)} ms (target: well under 1 s), ZIP ${kb(two.result.zip.byteLength)}, ${two.result.files.size} files`);
console.log(`  10 sites: ${ten.ms.toFixed(1)} ms (${(ten.ms / 10).toFixed(1)} ms per site), ZIP ${kb(ten.result.zip.byteLength)}, ${ten.result.files.size} files`);
console.log(`Page weight before images and fonts (HTML with its section CSS + the stylesheet of ${kb(cssBytes)}): median ${kb(median(pages.map((page) => page.bytes)) + cssBytes)}, heaviest ${heaviest.path} ${kb(heaviest.bytes + cssBytes)} (target < 100 KB)`);

const delayMs = 250;
const concurrency = 4;
const answers = await modelAnswers(oneSite, 'Bench.');
const server = await startFakeChatServer((chat) => ({ delayMs, content: answerFor(answers, taskOf(chat)) }));
try {
  const ai = () => new OpenAiCompatibleProvider({ baseUrl: server.url, model: 'bench-model', concurrency });
  for (const [label, input, sites, runs] of [['1 site', oneSite, 1, 3], ['10 sites', tenSites, 10, 1]] as const) {
    const before = server.requests.length;
    const { ms } = await timed(input, runs, { ai: ai() });
    const calls = (server.requests.length - before) / runs;
    // Every call is independent (no call waits for another's answer): the longest chain is one call.
    const chain = delayMs;
    const bound = Math.ceil(calls / concurrency) * delayMs;
    console.log(`Fake AI server answering after ${delayMs} ms, concurrency ${concurrency}, ${label}: ${ms.toFixed(0)} ms for ${calls} calls; longest chain of model calls 1 call = ${chain} ms; bound by concurrency ${bound} ms (${sites} site(s))`);
  }
} finally {
  await server.close();
}
