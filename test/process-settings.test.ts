import { readFileSync } from 'node:fs';
import t from 'tap';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../src/process-settings.js';

// The bench starts its servers from src/process-settings.ts, visitors' servers start from
// package.json: the two must not drift apart, or the bench measures a process nobody runs.
t.test('npm start runs the server with the environment and flags the bench measures', async (t) => {
  const { scripts } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> };
  const start = scripts.start!;
  const command = ['node', ...SERVER_NODE_FLAGS, 'dist/server.mjs'].join(' ');
  t.ok(start.includes(command), `npm start runs ${command}: ${start}`);
  for (const [name, value] of Object.entries(SERVER_ENV)) {
    t.ok(start.includes(`${name}=\${${name}:-${value}} node `), `${name} is ${value} unless the deployment sets it: ${start}`);
  }
});
