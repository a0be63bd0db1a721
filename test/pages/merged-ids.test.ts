import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import t from 'tap';
import { loadCatalogue } from '../../src/catalogue/load.js';
import { readAliasFile } from '../../src/record/aliases.js';
import { readConfig } from '../../src/config.js';
import { parseProcessorKey } from '../../src/shared/processor.js';
import { bootApp } from '../helper.js';

/**
 * Ids are published URLs. A record merged into another keeps its old id in data/aliases.json, and
 * that id answers 301 to the record holding the processor now — page and payload, both languages,
 * query kept — so no URL in data/published-ids.txt dies.
 */
const rootDir = readConfig({}).rootDir;
const catalogue = await loadCatalogue(undefined, rootDir);
const aliases = await readAliasFile(join(rootDir, 'data/aliases.json'), 'data/aliases.json');
const app = await bootApp(t, { catalogue });

t.test('the shipped catalogue has merged ids to answer for', async (t) => {
  t.ok(aliases.length > 0, `${aliases.length} merged ids`);
});

for (const prefix of ['', '/en']) {
  t.test(`GET ${prefix}/cpu/{vendor}/{merged id} answers 301 to the record that holds it now, query kept`, async (t) => {
    for (const alias of aliases) {
      const response = await app.inject({ url: `${prefix}/cpu/${alias.vendor}/${alias.id}?from=old&x=%3Cb%3E` });
      t.equal(response.statusCode, 301, `${alias.vendor}:${alias.id}`);
      t.equal(response.headers.location, `${prefix}/cpu/${alias.vendor}/${alias.to}?from=old&x=%3Cb%3E`);
      t.match(response.headers['cache-control'], /max-age=\d+/, 'kept for a while, not for ever');
    }
    const bare = aliases[0]!;
    const response = await app.inject({ url: `${prefix}/cpu/${bare.vendor}/${bare.id}` });
    t.equal(response.headers.location, `${prefix}/cpu/${bare.vendor}/${bare.to}`, 'no query: none added');
  });

  t.test(`GET ${prefix}/cpu/{vendor}/{merged id}/_payload.json answers 301 to the survivor's payload, build id and query kept`, async (t) => {
    for (const alias of aliases.slice(0, 5)) {
      const response = await app.inject({ url: `${prefix}/cpu/${alias.vendor}/${alias.id}/_payload.json?b1&x=1` });
      t.equal(response.statusCode, 301, `${alias.vendor}:${alias.id}`);
      t.equal(response.headers.location, `${prefix}/cpu/${alias.vendor}/${alias.to}/_payload.json?b1&x=1`);
      const followed = await app.inject({ url: response.headers.location as string });
      t.equal(followed.statusCode, 200);
      t.equal(followed.json().data.processor.id, alias.to, "the survivor's data");
    }
  });
}

t.test('a merged id under the other vendor is still a 404, and so is a malformed one', async (t) => {
  const alias = aliases[0]!;
  const other = alias.vendor === 'amd' ? 'intel' : 'amd';
  t.equal((await app.inject({ url: `/cpu/${other}/${alias.id}` })).statusCode, 404);
  t.equal((await app.inject({ url: `/cpu/${alias.vendor}/${alias.id.toUpperCase()}` })).statusCode, 404);
});

t.test('every id in data/published-ids.txt answers 200, or 301 to a page that answers 200', async (t) => {
  const lines = (await readFile(join(rootDir, 'data/published-ids.txt'), 'utf8')).trim().split('\n');
  const dead: string[] = [];
  let live = 0;
  let moved = 0;
  // Whether an id's page answers 200 is whether the catalogue holds it (the page's validate): each
  // id is looked up there, and every merged id and every 25th held one is asked for over HTTP too,
  // so the two cannot drift apart unseen. Rendering all 3,500 pages here would take half a minute.
  const status = async (path: string) => (await app.inject({ method: 'HEAD', url: path })).statusCode;
  for (const [index, line] of lines.entries()) {
    const named = parseProcessorKey(line.split('\t')[0]!);
    if (!named) {
      dead.push(`${line}: not a vendor:id key`);
      continue;
    }
    const path = `${index % 2 ? '/en' : ''}/cpu/${named.vendor}/${named.id}`;
    const held = catalogue.find(named.vendor, named.id) !== undefined;
    if (held && (index % 25 || (await status(path)) === 200)) {
      live++;
      continue;
    }
    const response = await app.inject({ method: 'HEAD', url: path });
    if (response.statusCode === 301) {
      const target = await status(response.headers.location as string);
      if (target === 200) moved++;
      else dead.push(`${path} → ${response.headers.location}: ${target}`);
    } else {
      dead.push(`${path}: ${response.statusCode}`);
    }
  }
  t.same(dead, [], 'no published URL dies');
  t.equal(live + moved, lines.length, `${live} answer 200, ${moved} answer 301 to their survivor`);
  t.ok(moved > 0, 'the merged ids are among them');
});
