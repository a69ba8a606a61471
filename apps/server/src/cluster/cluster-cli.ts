import { down, up } from './cluster.ts';

/**
 * `npm run cluster:up` (add `-- --fresh` to start from an empty database) and
 * `npm run cluster:down`: see cluster.ts and the README's "Running several servers".
 */
const [command, ...flags] = process.argv.slice(2);
if (command === 'up') {
  const state = await up({ fresh: flags.includes('--fresh') });
  console.log(`proxy: ${state.proxy.url}`);
  for (const [index, server] of state.servers.entries()) {
    console.log(`server${index + 1}: ${server.url}`);
  }
  console.log(`database: ${state.databaseUrl}`);
} else if (command === 'down') {
  await down();
  console.log('cluster: stopped');
} else {
  console.error('usage: node apps/server/src/cluster/cluster-cli.ts up [--fresh] | down');
  process.exitCode = 2;
}
