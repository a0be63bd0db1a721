import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import t, { type Test } from 'tap';
import { CatalogueError } from '../../../src/record/catalogue-error.js';
import { loadCatalogue } from '../../../src/catalogue/load.js';
import { readPlatformFiles, validateChipsets, validateSockets } from '../../../src/record/platforms/platform-files.js';
import { validateSupport } from '../../../src/record/platforms/support-file.js';
import { VENDORS } from '../../../src/shared/processor.js';

/**
 * The platform files are checked at start-up like the catalogue: a bad record stops the server
 * with the file, the record and the field named.
 */
const repo = fileURLToPath(new URL('../../..', import.meta.url));
const read = (name: string) => readFileSync(join(repo, 'data/platforms', name), 'utf8');
const json = (value: unknown) => JSON.stringify(value, null, 2);
const fixture = JSON.parse(readFileSync(new URL('../../fixtures/processor-ryzen-7-7700x.json', import.meta.url), 'utf8'));
/** data/amd and data/intel of a one-record catalogue, for a temporary root */
const processors = { amd: { 'ryzen.json': json([fixture]) }, intel: {} };

const socket = { id: 'am4', name: 'AM4', vendor: 'amd', aliases: [] };
const chipset = {
  id: 'b450',
  name: 'AMD B450',
  vendor: 'amd',
  sockets: ['am4'],
  listedBy: { name: 'A page', url: 'https://example.com/page' },
};
const source = {
  id: 'amd-pa-100',
  kind: 'vendor-page',
  vendor: 'amd',
  publisher: 'AMD',
  title: 'PA-100',
  url: 'https://www.amd.com/en/support/kb/faq/pa-100',
  language: 'en',
  published: null,
};
const statement = {
  socket: 'am4',
  chipsets: ['b450'],
  lines: [{ generation: 'Ryzen 3000', codename: null, graphics: false }],
  status: 'bios-update',
  firstBios: null,
  someBoards: false,
  source: 'amd-pa-100',
  text: { en: 'It may need a BIOS update.', zh: '可能需要更新 BIOS。' },
};

function refusal(t: Test, run: () => unknown, expected: string) {
  try {
    run();
    t.fail(`accepted; expected ${expected}`);
  } catch (error) {
    t.type(error, CatalogueError);
    t.equal((error as Error).message, expected);
  }
}

t.test('the shipped platform files load, and so does the catalogue that carries them', async (t) => {
  const files = await readPlatformFiles(repo);
  t.ok(files.sockets.length > 0 && files.chipsets.length > 0 && files.boards !== null);
  const catalogue = await loadCatalogue(undefined, repo);
  t.equal(catalogue.platforms.socket('am4')?.name, 'AM4');
});

t.test('a bad socket record is named by file, id and field', async (t) => {
  refusal(
    t,
    () => validateSockets([socket, { ...socket, id: 'am5', name: 'AM5', vendor: 'via' }], 'sockets.json'),
    `sockets.json: am5: vendor must be one of ${VENDORS.join(', ')}`,
  );
  refusal(
    t,
    () => validateSockets([{ ...socket, id: 'AM4' }], 'sockets.json'),
    'sockets.json: record #0: id must be a lower-case slug (a-z, 0-9, single hyphens) of at most 80 characters',
  );
  refusal(t, () => validateSockets([{ ...socket, colour: 'red' }], 'sockets.json'), 'sockets.json: am4: colour is not a known field');
  refusal(t, () => validateSockets([socket, socket], 'sockets.json'), 'sockets.json: am4: id is a duplicate: an earlier record has it');
  refusal(t, () => validateSockets([{ ...socket, id: 'am4-socket' }], 'sockets.json'), 'sockets.json: am4-socket: id must be what the name reads as ("am4")');
  refusal(
    t,
    () => validateSockets([socket, { id: 'str4', name: 'sTR4', vendor: 'amd', aliases: ['Socket AM4'] }], 'sockets.json'),
    'sockets.json: str4: aliases[0] "Socket AM4" reads as "am4", which already names socket "am4"',
  );
});

t.test('a support statement names its source and its kind; a "vendor page" must be on the vendor\'s own site', async (t) => {
  const sockets = validateSockets([socket], 'sockets.json');
  const chipsets = validateChipsets([chipset], sockets, 'chipsets.json');
  t.equal(chipsets[0]?.id, 'b450');
  const support = (sources: unknown[], statements: unknown[]) => () => validateSupport({ sources, statements }, sockets, chipsets, 'support.json');
  t.equal(support([source], [statement])().statements.length, 1);
  // A review is no vendor page; printed as the vendor's statement, it must say so.
  refusal(
    t,
    support([{ ...source, url: 'https://www.example.com/review' }], [statement]),
    "support.json: amd-pa-100: sources[0].url a vendor-page source must be a page on the vendor's own site (amd.com, intel.com)",
  );
  refusal(
    t,
    support([{ ...source, url: 'https://notamd.com/page' }], [statement]),
    "support.json: amd-pa-100: sources[0].url a vendor-page source must be a page on the vendor's own site (amd.com, intel.com)",
  );
  t.equal(
    support([{ ...source, kind: 'vendor-statement', publisher: 'A review', url: 'https://www.example.com/review' }], [statement])().sources[0]?.kind,
    'vendor-statement',
  );
  refusal(
    t,
    support([{ ...source, kind: 'rumour' }], [statement]),
    'support.json: amd-pa-100: sources[0].kind must be one of vendor-page, vendor-statement, press-report',
  );
  refusal(
    t,
    support([source], [{ ...statement, source: 'nowhere' }]),
    'support.json: statements[0].source names source "nowhere", which this file does not hold',
  );
  refusal(
    t,
    support([source], [{ ...statement, chipsets: ['z690'] }]),
    'support.json: statements[0].chipsets[0] "z690" is not a chipset of socket "am4" in chipsets.json',
  );
  refusal(t, support([source], [{ ...statement, status: 'maybe' }]), 'support.json: statements[0].status must be one of supported, bios-update, unsupported');
  refusal(t, support([source], [{ ...statement, text: { en: 'Only English.' } }]), 'support.json: statements[0].text.zh is missing');
  refusal(
    t,
    support([source], [statement, { ...statement, status: 'supported' }]),
    'support.json: statements[1].lines says again what statements[0] says of b450 and line Ryzen 3000|*|false: keep one',
  );
  refusal(
    t,
    validateChipsets.bind(null, [{ ...chipset, sockets: ['am9'] }], sockets, 'chipsets.json'),
    'chipsets.json: b450: sockets[0] names socket "am9", which data/platforms/sockets.json does not hold',
  );
});

t.test('start-up stops on a bad platform file, naming it', async (t) => {
  const root = t.testdir({
    data: {
      ...processors,
      platforms: { 'sockets.json': json([socket]), 'chipsets.json': json([{ ...chipset, sockets: ['am9'] }]) },
    },
  });
  await t.rejects(loadCatalogue(undefined, root), {
    name: 'CatalogueError',
    message: 'data/platforms/chipsets.json: b450: sockets[0] names socket "am9", which data/platforms/sockets.json does not hold',
  });
});

t.test('a board that names a chipset of another socket is refused', async (t) => {
  const boards = JSON.parse(read('boards.json'));
  // a row's columns are named in the file's header
  const column = (name: string) => boards.columns.indexOf(name);
  const am5 = boards.boards.find((row: unknown[]) => row[column('socket')] === 'am5');
  am5[column('chipset')] = 'b450';
  const root = t.testdir({
    data: { ...processors, platforms: { 'sockets.json': read('sockets.json'), 'chipsets.json': read('chipsets.json'), 'boards.json': json(boards) } },
  });
  await t.rejects(loadCatalogue(undefined, root), {
    message: `data/platforms/boards.json: ${am5[column('id')]}: chipset "b450" is not listed for socket "am5" in data/platforms/chipsets.json`,
  });
});

t.test('a disputed BIOS Flashback is neither yes nor no, and needs two listings', async (t) => {
  const boards = JSON.parse(read('boards.json'));
  const column = (name: string) => boards.columns.indexOf(name);
  const disputed = boards.boards.find((row: unknown[]) => row[column('flashbackDisputed')] === true);
  const root = (change: (row: unknown[]) => void) => {
    const copy = structuredClone(boards);
    change(copy.boards.find((row: unknown[]) => row[0] === disputed[0]));
    return t.testdir({
      data: { ...processors, platforms: { 'sockets.json': read('sockets.json'), 'chipsets.json': read('chipsets.json'), 'boards.json': json(copy) } },
    });
  };
  await t.rejects(
    loadCatalogue(
      undefined,
      root((row) => {
        row[column('biosFlashback')] = true;
      }),
    ),
    {
      message: `data/platforms/boards.json: ${disputed[0]}: biosFlashback must be null where the listings dispute BIOS Flashback (flashbackDisputed)`,
    },
  );
  await t.rejects(
    loadCatalogue(
      undefined,
      root((row) => {
        row[column('aliases')] = [];
      }),
    ),
    {
      message: `data/platforms/boards.json: ${disputed[0]}: flashbackDisputed must be false for a board of one listing (no aliases): a dispute needs two`,
    },
  );
});

t.test('a board index whose URL template or columns are not what this code writes is refused', async (t) => {
  const boards = JSON.parse(read('boards.json'));
  const withIndex = (index: unknown) =>
    t.testdir({
      data: { ...processors, platforms: { 'sockets.json': read('sockets.json'), 'chipsets.json': read('chipsets.json'), 'boards.json': json(index) } },
    });
  // a template at another commit would send every board's citation to the wrong document
  await t.rejects(loadCatalogue(undefined, withIndex({ ...boards, documentUrl: boards.documentUrl.replace(boards.source.commit, '0'.repeat(40)) })), {
    message: /^data\/platforms\/boards\.json: documentUrl must be BuildCores' document URL at source\.commit/,
  });
  await t.rejects(loadCatalogue(undefined, withIndex({ ...boards, columns: [...boards.columns].reverse() })), {
    message: /^data\/platforms\/boards\.json: columns must be/,
  });
  const short = { ...boards, boards: [boards.boards[0].slice(0, -1), ...boards.boards.slice(1)] };
  await t.rejects(loadCatalogue(undefined, withIndex(short)), {
    message: `data/platforms/boards.json: ${boards.boards[0][0]}: must be a row of ${boards.columns.length} columns (${boards.columns.join(', ')})`,
  });
});

t.test('without data/platforms a catalogue has no platforms, and says so', async (t) => {
  const bare = t.testdir({ data: processors });
  const catalogue = await loadCatalogue(undefined, bare);
  t.same(catalogue.platforms.sockets, []);
  t.equal(catalogue.platforms.upgrades(catalogue.processors[0]!, []).kind, 'no-upgrade-path');
});

t.test('sockets without chipsets stop start-up', async (t) => {
  const root = t.testdir({ data: { ...processors, platforms: { 'sockets.json': json([socket]) } } });
  await t.rejects(loadCatalogue(undefined, root), { message: /data\/platforms\/chipsets\.json: file not found/ });
});
