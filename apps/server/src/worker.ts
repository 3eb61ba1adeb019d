// `npm run worker`: only the generation workers, no HTTP. Any number of these, on any machine, share the API's
// database, artifact store and (with REDIS_URL) queue; they take GENERATION_CONCURRENCY generations at a time (or
// WORKERS). Progress reaches the API instances over Redis, or without Redis through the database.
// Checks the Node.js version before anything else is loaded, as main.ts does.
import { nodeVersionProblem } from './node-version.ts';

const versionProblem = nodeVersionProblem(process.versions.node);
if (versionProblem) {
  console.error(versionProblem);
  process.exit(1);
}

const { loadConfig, loadEnvFile } = await import('./config.ts');
const { openWorkerProcess } = await import('./worker-process.ts');
const { exitOnSignals } = await import('./process-signals.ts');

const envFile = loadEnvFile(process.env);
const worker = await openWorkerProcess(loadConfig(process.env));
if (envFile) worker.log.info(`settings read from ${envFile} (the real environment wins over it)`);
// Stops taking jobs, hands the running generations back to the queue, then closes the connections.
exitOnSignals(worker.log, () => worker.close());
await worker.start();
