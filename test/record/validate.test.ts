import { readFileSync } from 'node:fs';
import t from 'tap';
import { CatalogueError } from '../../src/record/catalogue-error.js';
import { checkUniqueIds, validateProcessor } from '../../src/record/validate.js';
import type { Processor } from '../../src/shared/processor.js';

const FILE = 'data/amd/ryzen-desktop-7000.json';
const good = JSON.parse(readFileSync(new URL('../fixtures/processor-ryzen-7-7700x.json', import.meta.url), 'utf8')) as Processor;

/** the good record with some fields replaced (undefined removes the field) */
function variant(changes: Record<string, unknown>): Record<string, unknown> {
  const record: Record<string, unknown> = structuredClone(good) as unknown as Record<string, unknown>;
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) delete record[key];
    else record[key] = value;
  }
  return record;
}

t.test('a good record passes and comes back equal', async (t) => {
  t.same(validateProcessor(structuredClone(good), FILE), good);
  const hybrid = variant({ id: 'core-i9-13900k', vendor: 'intel', cores: 24, threads: 32, performanceCores: 8, efficientCores: 16 });
  t.equal(validateProcessor(hybrid, FILE).performanceCores, 8);
  t.equal(validateProcessor(variant({ launched: '2022-09' }), FILE).launched, '2022-09');
  t.equal(validateProcessor(variant({ launched: '2024-02-29' }), FILE).launched, '2024-02-29', 'a leap day');
  t.equal(validateProcessor(variant({ launched: '2024-Q3' }), FILE).launched, '2024-Q3', 'a quarter, as ARK gives it');
  t.equal(validateProcessor(variant({ threads: null }), FILE).threads, null, 'a thread count no source states');
  t.equal(validateProcessor(variant({ launched: null, boostClockGHz: null, igpu: null }), FILE).launched, null);
  t.same(validateProcessor(variant({ configurableTdpW: { min: 12, max: 28 } }), FILE).configurableTdpW, { min: 12, max: 28 });
});

// [description, changes, field named in the message, message fragment]
const BAD: [string, Record<string, unknown>, string, RegExp][] = [
  ['boost below base', { boostClockGHz: 4.2 }, 'boostClockGHz', /boostClockGHz must be ≥ baseClockGHz/],
  ['threads below cores', { threads: 4 }, 'threads', /threads must be ≥ cores/],
  ['upper-case id', { id: 'Ryzen-7-7700X' }, 'id', /lower-case slug/],
  ['id with spaces', { id: 'ryzen 7' }, 'id', /lower-case slug/],
  ['id too long', { id: 'a'.repeat(81) }, 'id', /at most 80/],
  ['unknown vendor', { vendor: 'via' }, 'vendor', /one of amd, intel/],
  ['unknown segment', { segment: 'laptop' }, 'segment', /one of desktop, mobile, server, workstation, embedded/],
  ['month 13', { launched: '2022-13' }, 'launched', /real date/],
  ['30 February', { launched: '2023-02-30' }, 'launched', /real date/],
  ['29 February of a common year', { launched: '2023-02-29' }, 'launched', /real date/],
  ['slashed date', { launched: '09/27/2022' }, 'launched', /YYYY-MM/],
  ['a fifth quarter', { launched: '2024-Q5' }, 'launched', /YYYY-Qn/],
  [
    'a vendor source that leads nowhere',
    { sources: { vendor: { name: 'AMD product specifications', url: null, productId: null }, secondary: [], corrections: [] } },
    'sources.vendor',
    /url or a productId/,
  ],
  [
    'a secondary source that leads nowhere',
    {
      sources: {
        vendor: { name: 'AMD product specifications', url: null, productId: '100-100000591WOF' },
        secondary: [{ name: 'a forum', url: null, fields: ['tdpW'] }],
        corrections: [],
      },
    },
    'sources.secondary[0]',
    /url or a productId/,
  ],
  ['fractional cores', { cores: 7.5 }, 'cores', /whole number/],
  ['zero cores', { cores: 0 }, 'cores', /whole number/],
  ['cores as a string', { cores: '8' }, 'cores', /whole number/],
  ['negative clock', { baseClockGHz: -1 }, 'baseClockGHz', /above 0/],
  ['clock in MHz', { baseClockGHz: 4500, boostClockGHz: 5400 }, 'baseClockGHz', /at most 10/],
  ['zero TDP', { tdpW: 0 }, 'tdpW', /above 0/],
  ['negative cache', { l3CacheMB: -32 }, 'l3CacheMB', /from 0/],
  ['only performance cores set', { performanceCores: 8 }, 'efficientCores', /set together/],
  ['only efficient cores set', { efficientCores: 8 }, 'performanceCores', /set together/],
  ['hybrid cores not adding up', { performanceCores: 4, efficientCores: 2 }, 'performanceCores', /must equal cores/],
  ['memory as a string', { memory: 'DDR5' }, 'memory', /must be an object/],
  ['memory types not an array', { memory: { types: 'DDR5', channels: 2, maxGB: null, ecc: null } }, 'memory.types', /array/],
  ['memory type as a string', { memory: { types: ['DDR5-5200'], channels: 2, maxGB: null, ecc: null } }, 'memory.types[0]', /an object \{ type, speedMTs \}/],
  [
    'unknown memory type',
    { memory: { types: [{ type: 'DDR5-5200', speedMTs: null }], channels: 2, maxGB: null, ecc: null } },
    'memory.types[0].type',
    /memory type such as "DDR5"/,
  ],
  [
    'memory speed in GHz',
    { memory: { types: [{ type: 'DDR5', speedMTs: 5.2 }], channels: 2, maxGB: null, ecc: null } },
    'memory.types[0].speedMTs',
    /whole number from 100/,
  ],
  [
    'a memory type twice',
    {
      memory: {
        types: [
          { type: 'DDR5', speedMTs: 5200 },
          { type: 'DDR5', speedMTs: 4800 },
        ],
        channels: 2,
        maxGB: null,
        ecc: null,
      },
    },
    'memory.types',
    /listed twice/,
  ],
  ['memory without channels', { memory: { types: [], maxGB: null, ecc: null } }, 'memory.channels', /is missing/],
  ['ECC as a string', { memory: { types: [], channels: 2, maxGB: null, ecc: 'yes' } }, 'memory.ecc', /true, false or null/],
  ['Tjmax in Fahrenheit', { maxTempC: 194 }, 'maxTempC', /at most 150/],
  ['configurable TDP upside down', { configurableTdpW: { min: 65, max: 45 } }, 'configurableTdpW.max', /≥ configurableTdpW.min/],
  ['configurable TDP with no ends', { configurableTdpW: { min: null, max: null } }, 'configurableTdpW', /must be null/],
  ['igpu as a string', { igpu: 'Radeon Graphics' }, 'igpu', /an object \{ name, maxFreqMHz \}/],
  ['igpu clock in GHz', { igpu: { name: 'Radeon', maxFreqMHz: 2.2 } }, 'igpu.maxFreqMHz', /whole number/],
  ['unknown status', { status: 'shipping' }, 'status', /one of launched, discontinued, announced/],
  ['instruction sets as a string', { instructionSets: 'AVX2' }, 'instructionSets', /array of strings/],
  [
    'secondary source without fields',
    { sources: { vendor: { name: 'AMD', url: null, productId: null }, secondary: [{ name: 'TPU', url: null, fields: [] }], corrections: [] } },
    'sources.secondary[0].fields',
    /at least one field/,
  ],
  [
    'source URL that is not a URL',
    { sources: { vendor: { name: 'AMD', url: 'amd.com', productId: null }, secondary: [], corrections: [] } },
    'sources.vendor.url',
    /http\(s\) URL/,
  ],
  ['pcie version as a number', { pcie: { version: 5, lanes: 28 } }, 'pcie.version', /version like "4.0"/],
  ['pcie with an extra field', { pcie: { version: '5.0', lanes: 28, gen: 5 } }, 'pcie.gen', /not a known field/],
  [
    'empty vendor source',
    { sources: { vendor: { name: '', url: null, productId: null }, secondary: [], corrections: [] } },
    'sources.vendor.name',
    /non-empty string/,
  ],
  ['missing sources', { sources: undefined }, 'sources', /is missing/],
  ['the old single source field', { source: 'AMD product specifications' }, 'source', /not a known field/],
  ['misspelt field', { boostClockGhz: 5.4 }, 'boostClockGhz', /not a known field/],
  ['unlocked as a string', { unlocked: 'yes' }, 'unlocked', /true, false or null/],
  ['empty codename', { codename: '' }, 'codename', /non-empty string/],
  ['missing name', { name: undefined }, 'name', /is missing/],
];

t.test('bad records are rejected with file, id and field in the message', async (t) => {
  for (const [description, changes, field, fragment] of BAD) {
    t.test(description, async (t) => {
      const record = variant(changes);
      const error = t.throws(() => validateProcessor(record, FILE, 4)) as unknown;
      if (!(error instanceof CatalogueError)) return t.fail('expected a CatalogueError');
      t.equal(error.file, FILE);
      t.equal(error.field, field);
      t.match(error.message, fragment);
      t.ok(error.message.startsWith(`${FILE}: `), 'message starts with the file');
      t.ok(error.message.includes(`: ${field} `), 'message names the field');
      // a usable id names the record; otherwise its position does
      const id = typeof record['id'] === 'string' && field !== 'id' ? record['id'] : null;
      t.equal(error.id, id);
      t.match(error.message, id === null ? /record #4/ : new RegExp(`: ${id}: `));
    });
  }
});

t.test('the message has the documented form', async (t) => {
  t.throws(() => validateProcessor(variant({ boostClockGHz: 4 }), FILE), {
    message: `${FILE}: ryzen-7-7700x: boostClockGHz must be ≥ baseClockGHz (4 < 4.5)`,
  });
  t.throws(() => validateProcessor(null, FILE, 2), { message: `${FILE}: record #2: must be an object, got null` });
  t.throws(() => validateProcessor([], FILE, 0), { message: `${FILE}: record #0: must be an object, got []` });
});

t.test('duplicate ids within a vendor name both files', async (t) => {
  const amd = good;
  const otherFile = 'data/amd/ryzen-desktop-7000-x3d.json';
  const error = t.throws(() =>
    checkUniqueIds([
      { processor: amd, file: FILE },
      { processor: amd, file: otherFile },
    ]),
  ) as Error;
  t.ok(error instanceof CatalogueError);
  t.ok(error.message.startsWith(`${otherFile}: ryzen-7-7700x: id`), error.message);
  t.ok(error.message.includes(FILE), 'names the first file too');

  t.throws(
    () =>
      checkUniqueIds([
        { processor: amd, file: FILE },
        { processor: amd, file: FILE },
      ]),
    /earlier in the same file/,
  );
  // the same id under another vendor is a different page
  t.doesNotThrow(() =>
    checkUniqueIds([
      { processor: amd, file: FILE },
      { processor: { ...amd, vendor: 'intel' }, file: 'data/intel/x.json' },
    ]),
  );
});
