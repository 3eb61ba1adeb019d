// Checks the Node.js version before anything else is loaded, so an old Node gets a clear message instead of an
// error from deep inside a dependency; the rest is imported once the check has passed.
import { nodeVersionProblem } from './node-version.ts';

const versionProblem = nodeVersionProblem(process.versions.node);
if (versionProblem) {
  console.error(versionProblem);
  process.exit(1);
}

const { loadConfig, loadEnvFile } = await import('./config.ts');
const { buildApp } = await import('./app.ts');
const { exitOnSignals } = await import('./process-signals.ts');
const { startupLine } = await import('./startup-line.ts');

// `.env` of the directory the command was started in; variables set in the real environment win.
const envFile = loadEnvFile(process.env);
const config = loadConfig(process.env);
const { app, say } = await buildApp({ config });
if (envFile) say(`Settings read from ${envFile} (the real environment wins over it).`);

// Stops accepting connections, lets in-flight requests finish, hands running generations back to the queue, then
// closes the database, the mailer and Redis.
exitOnSignals(app.log, () => app.close());

await app.listen({ port: config.port, host: config.host });
say(startupLine(config));
