// `npm run dev`: the API with reload on change (port 8080) and Vite's hot-reloading SPA (port 3000, proxying /api).
import { spawn } from 'node:child_process';

// The login page's DEV button works in development unless DEV_LOGIN says otherwise.
const serverEnv = { ...process.env, DEV_LOGIN: process.env.DEV_LOGIN ?? 'true' };

const children = [
  spawn('npm', ['run', 'dev', '--workspace', 'apps/server'], { stdio: 'inherit', env: serverEnv }),
  spawn('npm', ['run', 'dev', '--workspace', 'apps/web'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
