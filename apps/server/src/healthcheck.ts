// `node apps/server/dist/healthcheck.js`: the Docker image's HEALTHCHECK. Asks this instance's /api/v1/health (PORT,
// on loopback) and exits 0 on a 200, 1 otherwise; the answer is printed, so `docker inspect` shows which check failed.
import { API_PREFIX } from '@sitecraft/shared/product';

const port = process.env.PORT || '8080';
const url = `http://127.0.0.1:${port}${API_PREFIX}/health`;

try {
  const response = await fetch(url, { signal: AbortSignal.timeout(4_000) });
  console.log(`${response.status} ${await response.text()}`);
  process.exitCode = response.ok ? 0 : 1;
} catch (error) {
  console.log(`${url}: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
