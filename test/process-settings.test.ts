import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import t from 'tap';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../src/process-settings.js';

// The bench starts its servers from src/process-settings.ts, visitors' servers start from
// package.json: the two must not drift apart, or the bench measures a process nobody runs.
t.test('npm start runs the server with the node flags and environment the bench measures', async (t) => {
  const { scripts } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> };
  const start = scripts.start!;
  t.ok(start.includes(`node ${SERVER_NODE_FLAGS.join(' ')} dist/server.mjs`), `the flags come before the script: ${start}`);
  for (const [name, value] of Object.entries(SERVER_ENV)) {
    t.ok(start.includes(`${name}=\${${name}:-${value}} `), `${name} is ${value} unless the deployment sets it`);
  }
});

t.test('with the flags, the young generation stays within two semi-spaces of 8 MB under allocation', async (t) => {
  // Enough short-lived objects to grow the young generation to its largest.
  const program = `
    const { getHeapSpaceStatistics } = require('node:v8');
    let kept = [];
    for (let i = 0; i < 3e6; i++) { kept.push({ i, list: [i] }); if (kept.length > 2e5) kept = []; }
    console.log(getHeapSpaceStatistics().find((space) => space.space_name === 'new_space').space_size);`;
  const { stdout } = await promisify(execFile)(process.execPath, [...SERVER_NODE_FLAGS, '-e', program]);
  const newSpaceMb = Number(stdout) / 2 ** 20;
  t.ok(newSpaceMb > 0 && newSpaceMb <= 16, `the young generation took ${newSpaceMb} MB`);
});
