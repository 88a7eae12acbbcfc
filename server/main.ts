import { readConfig } from './config.js';
import { buildPortico } from './app.js';
import { DEMO_ACCOUNTS } from './demo/seed-demo.js';

const config = readConfig();
const { app, seeded } = await buildPortico(config);
const address = await app.listen({ port: config.port, host: config.host });

const shown = address.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost');
const lines = [`Portico is running at ${shown} (ready in ${process.uptime().toFixed(1)} s)`, `Database: ${config.databaseUrl.replace(/\/\/[^@/]*@/, '//***@')}`];
if (config.demo) {
  lines.push(seeded ? 'Seeded the demonstration site. Sign in with:' : 'Demonstration accounts:');
  for (const a of DEMO_ACCOUNTS) lines.push(`  ${a.login.padEnd(8)} password ${a.password.padEnd(8)} ${a.authorities.join(', ')}`);
}
console.log(`\n${lines.join('\n')}\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
