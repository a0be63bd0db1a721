import t from 'tap';
import { nameOrderOf } from '../../src/catalogue/natural-order.js';
import { searchTablesFor, searchTablesOnThread, THREAD_MIN } from '../../src/catalogue/search-tables-thread.js';
import { buildSearchTables } from '../../src/catalogue/search-tokens.js';
import { generateCatalogue } from '../../src/catalogue/synthetic.js';

/**
 * A large catalogue's search tables are built on a thread of their own while start-up goes on;
 * what that thread sends back must be the very tables this thread would have built, and the name
 * order it made on the way the one the library's orders start from.
 */
t.test('the thread builds the same tables as this thread, from the same records', async (t) => {
  const processors = generateCatalogue(3000);
  const onThread = await searchTablesOnThread(processors);
  const here = buildSearchTables(generateCatalogue(3000));
  t.same(onThread.tokens, here.tokens, 'the tokens');
  for (const name of [
    'catalogueIndex',
    'rowTokenStart',
    'rowTokens',
    'postingStart',
    'postings',
    'modelToken',
    'modelStart',
    'modelRows',
    'nameWords',
    'proName',
    'brandToken',
  ] as const) {
    t.same(Array.from(onThread[name]), Array.from(here[name]), name);
  }
  t.same(onThread.typoTokens, here.typoTokens, 'typo tokens');
  t.ok(
    onThread.rows.every((row, at) => row === processors[onThread.catalogueIndex[at]!]),
    "rows are the catalogue's own records, in row order",
  );
  t.same(Array.from(nameOrderOf(processors)), Array.from(nameOrderOf(generateCatalogue(3000))), 'the name order kept from the thread is the one made here');
});

t.test('a catalogue below the threshold is indexed on this thread', async (t) => {
  t.ok(THREAD_MIN > 5000, 'the shipped catalogue (a few thousand records) starts no thread');
  const processors = generateCatalogue(200);
  const tables = await searchTablesFor(processors);
  t.same(tables.tokens, buildSearchTables(processors).tokens);
});

t.test('a large catalogue is whole when it is loaded: its tables came from the thread and its search answers at once', async (t) => {
  // The readiness rule: the app is built, and /readyz can say ready, only from a whole catalogue;
  // the tables built in this thread are counted, so tables left to a later moment, or built here
  // after all, would show.
  const tokens = await import('../../src/catalogue/search-tokens.js');
  let builtHere = 0;
  const counted = { ...tokens, buildSearchTables: (...args: Parameters<typeof tokens.buildSearchTables>) => (builtHere++, tokens.buildSearchTables(...args)) };
  const { loadCatalogue } = await t.mockImport<typeof import('../../src/catalogue/load.js')>('../../src/catalogue/load.ts', {
    '../../src/catalogue/search-tokens.ts': counted,
  });
  const { readConfig } = await import('../../src/config.js');
  const catalogue = await loadCatalogue(`fake:${THREAD_MIN}`, readConfig({}).rootDir);
  t.equal(builtHere, 0, 'no table built on this thread');
  const someone = catalogue.processors[12_345]!;
  t.equal(catalogue.search.suggest(someone.name, 8)[0], someone, 'a name finds its record first, with nothing left to build');
  t.equal(builtHere, 0, 'nor by the first query');
});
