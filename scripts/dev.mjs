#!/usr/bin/env node
// Development: the API server (restarted on change) and Vite's dev server with the API proxied to it.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const children = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'server/main.ts'], { cwd: root, stdio: 'inherit' }),
  spawn(bin('vite'), [], { cwd: root, stdio: 'inherit', env: { ...process.env, PORTICO_API_URL: `http://localhost:${process.env.PORT ?? 8080}` } }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
for (const c of children) c.on('exit', (code) => { stop(); process.exitCode = code ?? 0; });
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
