// `npm run dev`: the sandbox API on SANDBOX_PORT (default 8081) and Vite on its own port, proxying /api to it.
import { spawn } from 'node:child_process';

const sandboxPort = process.env.SANDBOX_PORT ?? '8081';
const children = [
  spawn('npx', ['tsx', 'watch', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: sandboxPort, APP_URL: 'http://localhost:5173' },
  }),
  spawn('npx', ['vite'], {
    stdio: 'inherit',
    env: { ...process.env, SANDBOX_PORT: sandboxPort, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
