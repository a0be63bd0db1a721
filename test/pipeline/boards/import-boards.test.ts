import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import t from 'tap';
import { main } from '../../../src/pipeline/boards/cli.js';
import { boardFileText, boardIndexOfFile } from '../../../src/record/platforms/board-file.js';
import { buildBoardIndex, parseSourceNotes } from '../../../src/pipeline/boards/board-index.js';
import { platformNames } from '../../../src/record/platforms/platform-names.js';
import { validateChipsets, validateSockets } from '../../../src/record/platforms/platform-files.js';
import { BUILDCORES_ATTRIBUTION, BUILDCORES_REPOSITORY, type BoardIndex } from '../../../src/record/platform-schema.js';

/**
 * `npm run import-boards` end to end on a folder made for the tests (test/fixtures/buildcores-opendb/),
 * with the shipped socket and chipset records: what it writes, what it reports, that --check
 * catches a stale file, and that the same documents in any order give the same bytes.
 */
const repo = fileURLToPath(new URL('../../..', import.meta.url));
const sources = fileURLToPath(new URL('../../fixtures', import.meta.url));
const records = {
  'sockets.json': readFileSync(join(repo, 'data/platforms/sockets.json'), 'utf8'),
  'chipsets.json': readFileSync(join(repo, 'data/platforms/chipsets.json'), 'utf8'),
};
const documentsText = readFileSync(join(sources, 'buildcores-opendb/motherboards.jsonl'), 'utf8');
const documents = documentsText
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as { opendb_id: string; metadata: { name: string } });

async function run(argv: string[], rootDir: string) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, { out: (text) => out.push(text), err: (text) => err.push(text) }, rootDir);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

t.test('writes the index with the attribution, and reports what it could not place', async (t) => {
  const root = t.testdir({ data: { platforms: records } });
  const result = await run(['--sources', sources], root);
  t.equal(result.code, 0, result.err);
  const file = JSON.parse(await readFile(join(root, 'data/platforms/boards.json'), 'utf8')) as { documentUrl: string };
  t.equal(
    file.documentUrl,
    `${BUILDCORES_REPOSITORY}/blob/${'1'.repeat(40)}/open-db/Motherboard/{buildcoresId}.json`,
    'the header says how a document URL is made',
  );
  const index = boardIndexOfFile(file, 'boards.json') as BoardIndex;
  t.equal(index.attribution, BUILDCORES_ATTRIBUTION);
  t.same(index.source, { name: 'BuildCores OpenDB', url: BUILDCORES_REPOSITORY, commit: '1'.repeat(40), date: '2026-01-02' });
  t.equal(
    index.boards.length + index.boards.reduce((merged, board) => merged + board.aliases.length, 0),
    documents.length,
    'every listing is in the index, placed or not, as a board or as an alias of one',
  );

  const byBuildCores = new Map(index.boards.map((board) => [board.buildcores.id, board]));
  // two boards share a name: the smaller BuildCores id keeps the plain slug
  t.equal(byBuildCores.get('a0000000-0000-0000-0000-000000000001')!.id, 'maker-z790-example');
  t.equal(byBuildCores.get('b0000000-0000-0000-0000-000000000002')!.id, 'maker-z790-example-b0000000');
  const dual = byBuildCores.get('c0000000-0000-0000-0000-000000000003')!;
  t.same([dual.socket, dual.socketCount, dual.chipset, dual.memory], ['lga2011-3', 2, 'c612', { type: 'DDR4', slots: 0, maxGB: null }]);
  t.equal(byBuildCores.get('10000000-0000-0000-0000-000000000007')!.socket, 'lga1151', 'LGA 1151v2 is the LGA1151 socket');
  t.equal(byBuildCores.get('a0000000-0000-0000-0000-000000000001')!.releaseYear, null, 'a year of 0 is unknown');
  for (const board of index.boards) {
    t.equal(board.buildcores.url, `${BUILDCORES_REPOSITORY}/blob/${'1'.repeat(40)}/open-db/Motherboard/${board.buildcores.id}.json`);
  }

  t.match(result.out, /16 boards read; socket matched for 14, chipset for 12/);
  t.match(result.out, /socket matched no socket record \(2\):/);
  t.match(result.out, /\n\s+1\s+Integrated Atom\n/);
  t.match(result.out, /\n\s+1\s+\(none\)\n/);
  t.match(result.out, /chipset matched no chipset record \(2\):/);
  t.match(result.out, /AM4 \/ AMD 570X/);
  t.match(result.out, /AM3 \/ NVIDIA GeForce 7025/);
});

t.test("names read maker first, without the listing's description; listings of one model are one board, whose old ids answer", async (t) => {
  const root = t.testdir({ data: { platforms: records } });
  const result = await run(['--sources', sources], root);
  t.equal(result.code, 0, result.err);
  const index = boardIndexOfFile(JSON.parse(await readFile(join(root, 'data/platforms/boards.json'), 'utf8')), 'boards.json') as BoardIndex;
  const named = (name: string) => index.boards.filter((board) => board.name === name);
  t.equal(named('Maker B450 Steel Legend').length, 1, 'a shop title loses its socket, chipset, memory and form-factor tail');
  t.equal(named('Maker B450 GAMING PRO CARBON AC').length, 1, 'a name without its maker gets it');
  const [pro4] = named('Maker B450 Pro4');
  t.ok(pro4, '"… ATX AM4" and "… ATX AM4 Motherboard" are one model');
  t.equal(named('Maker B450 Pro4').length, 1, 'listed once');
  // The smaller BuildCores id is the board; the other listing's id answers as its alias.
  t.equal(pro4!.id, 'maker-b450-pro4-atx-am4');
  t.same(pro4!.aliases, ['maker-b450-pro4-atx-am4-motherboard']);
  t.equal(pro4!.biosFlashback, null, 'one listing records BIOS Flashback, the other none: neither word is taken');
  t.equal(pro4!.flashbackDisputed, true, 'and the dispute is recorded, for the pages to show');
  t.equal(pro4!.makerUrl, 'https://www.maker.example/b450-pro4/cpu-support', "the maker's page, from the listing that has it");
  t.equal(pro4!.releaseYear, 2018);
  const [agree] = named('Maker B550 Agree');
  t.same(
    [agree!.aliases.length, agree!.biosFlashback, agree!.flashbackDisputed],
    [1, true, false],
    'two listings that both record BIOS Flashback: it has it, no dispute',
  );
  t.same(
    index.boards
      .filter((board) => board.flashbackDisputed)
      .map((board) => board.name)
      .sort(),
    ['Maker B450 Pro4', 'Maker X670E CROSSHAIR EXAMPLE'],
    'only boards whose listings disagree are disputed',
  );
  t.equal(named('Maker Z790 Example').length, 2, 'a DDR4 and a DDR5 board of one name are two boards');
  t.match(result.out, /Listings merged into another of the same model: 3 /);
  t.match(result.out, /disagree on BIOS Flashback, recorded as disputed \(flashback unknown\): 2\.\n\s+Maker B450 Pro4\n\s+Maker X670E CROSSHAIR EXAMPLE/);
  t.match(result.out, /Names cleaned: \d+/);
});

t.test('a board listed twice, in two word orders and under two chipsets, is one board under the chipset its name states', async (t) => {
  // The same board listed as "X670E CROSSHAIR EXAMPLE" (chipset X670E) and as "CROSSHAIR X670E
  // EXAMPLE" (chipset X670): the name says X670E, so both are that model; they disagree on BIOS
  // Flashback, which is then unknown rather than either listing's word.
  const root = t.testdir({ data: { platforms: records } });
  t.equal((await run(['--sources', sources], root)).code, 0);
  const index = boardIndexOfFile(JSON.parse(await readFile(join(root, 'data/platforms/boards.json'), 'utf8')), 'boards.json') as BoardIndex;
  const twins = index.boards.filter((board) => /CROSSHAIR/.test(board.name));
  t.equal(twins.length, 1, 'one board');
  t.same(
    [twins[0]!.id, twins[0]!.chipset, twins[0]!.chipsetText],
    ['maker-x670e-crosshair-example-am5-ddr5-eatx', 'x670e', 'AMD X670E'],
    'the smaller BuildCores id, under the chipset its name states',
  );
  t.same(twins[0]!.aliases, ['maker-crosshair-x670e-example-eatx-am5'], 'the other listing answers as its alias');
  t.equal(twins[0]!.releaseYear, 2022, 'what one listing knows is kept');
  t.equal(twins[0]!.biosFlashback, null, 'the listings contradict each other on BIOS Flashback: unknown');
  t.equal(twins[0]!.flashbackDisputed, true, 'a dispute, recorded as one');
});

t.test('--check passes on the file it wrote and fails once the file differs', async (t) => {
  const root = t.testdir({ data: { platforms: records } });
  t.equal((await run(['--sources', sources], root)).code, 0);
  const fresh = await run(['--sources', sources, '--check'], root);
  t.equal(fresh.code, 0);
  t.match(fresh.out, /is what these inputs give/);
  const file = join(root, 'data/platforms/boards.json');
  await writeFile(file, (await readFile(file, 'utf8')).replace('"Maker B365 v2"', '"Maker B365 v3"'));
  const stale = await run(['--sources', sources, '--check'], root);
  t.equal(stale.code, 1);
  t.match(stale.out, /would change/);
});

t.test('the same documents in another order give the same bytes', async (t) => {
  const sockets = validateSockets(JSON.parse(records['sockets.json']));
  const names = platformNames(sockets, validateChipsets(JSON.parse(records['chipsets.json']), sockets));
  const notes = parseSourceNotes(readFileSync(join(sources, 'buildcores-opendb/SOURCE.txt'), 'utf8'));
  const forward = boardFileText(buildBoardIndex(documents, notes, names).index);
  const backward = boardFileText(buildBoardIndex([...documents].reverse(), notes, names).index);
  t.equal(backward, forward);
});

t.test('bad input is named, and nothing is written', async (t) => {
  const root = t.testdir({
    data: { platforms: records },
    empty: {},
    broken: {
      'buildcores-opendb': {
        'SOURCE.txt': 'Commit: 1111111111111111111111111111111111111111 (2026-01-02)\n',
        'motherboards.jsonl': '{"opendb_id":"x"}\nnot json\n',
      },
    },
  });
  const missing = await run(['--sources', join(root, 'empty')], root);
  t.equal(missing.code, 1);
  t.match(missing.err, /buildcores-opendb\/SOURCE\.txt: file not found/);
  const usage = await run([], root);
  t.equal(usage.code, 1);
  t.match(usage.err, /--sources DIR/);
  const result = await run(['--sources', join(root, 'broken')], root);
  t.equal(result.code, 1);
  t.match(result.err, /motherboards\.jsonl line 2: not JSON/);
  await t.rejects(readFile(join(root, 'data/platforms/boards.json')), 'no file was written');
});
