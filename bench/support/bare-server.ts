// The reference for bench/api.ts: bare Fastify answering GET /api/v1/user/me with the same JSON the product sends,
// without a database, security headers or session lookup. Prints its port on stdout.
import Fastify from 'fastify';

const body = {
  success: true,
  user: { _id: '0b9e5b7e-4f3c-4d7b-9a52-2f7f1c8a9d10', email: 'bench@example.com', name: 'Bench', role: 'user', isEmailVerified: true, pro: false, plan: 'free', credits: 5 },
};
const app = Fastify();
app.get('/api/v1/user/me', async () => body);
await app.listen({ port: 0, host: '127.0.0.1' });
console.log((app.server.address() as { port: number }).port);
