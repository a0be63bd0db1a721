import { fileURLToPath } from 'node:url';
import t, { type Test } from 'tap';
import { loadCatalogue } from '../../../src/catalogue/load.js';
import { lineMatches } from '../../../src/catalogue/platforms/fits.js';
import { supportMatrix } from '../../../src/catalogue/platforms/support-matrix.js';
import { isVendorUrl, type SupportStatement } from '../../../src/record/platform-schema.js';
import type { Processor } from '../../../src/shared/processor.js';

/**
 * The well-known compatibility facts, read from the shipped data, each with the source it rests
 * on and the kind of that source (the vendor's page, the vendor's statement as a publisher printed
 * it, a press report). A fact answered by another source, or by none, fails here.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const catalogue = await loadCatalogue(undefined, root);
const { platforms } = catalogue;

const on = (socket: string, test: (p: Processor) => boolean) => {
  const found = platforms.processorsOn(socket).filter(test);
  if (found.length === 0) throw new Error(`no processor on ${socket} for this fact`);
  return found;
};
const gen = (generation: string, graphics?: boolean) => (p: Processor) =>
  p.generation === generation && (graphics === undefined || (p.igpu !== null) === graphics);

/** Every processor × chipset of a fact: the status, and the statement's source. */
function checkFact(
  t: Test,
  processors: Processor[],
  chipsets: string[],
  status: string,
  source: { id: string; kind: string; url: RegExp },
  extra: Partial<SupportStatement> = {},
) {
  for (const chipset of chipsets) {
    for (const processor of processors) {
      const fit = platforms.fits(processor, { chipset });
      const statement = fit.caveats[0]?.statement;
      t.equal(fit.status, status, `${processor.name} on ${chipset}: ${status}`);
      t.same([statement?.source.id, statement?.source.kind], [source.id, source.kind], `${processor.name} on ${chipset}: ${source.kind} ${source.id}`);
      t.match(statement?.source.url, source.url);
      for (const [field, value] of Object.entries(extra))
        t.same(statement?.[field as keyof SupportStatement], value, `${processor.name} on ${chipset}: ${field}`);
    }
  }
}

t.test('B550 and A520 boards do not take Ryzen 1000, Ryzen 2000 or the Ryzen 3000 APUs', async (t) => {
  const old = [...on('am4', gen('Ryzen 1000')), ...on('am4', gen('Ryzen 2000')), ...on('am4', gen('Ryzen 3000', true))];
  t.ok(
    on('am4', gen('Ryzen 3000', true)).some((p) => p.name === 'Ryzen 5 3400G'),
    'the 3400G is one of the APUs',
  );
  checkFact(t, old, ['b550'], 'unsupported', { id: 'pcguia-2020-b550-chart', kind: 'vendor-statement', url: /^https:\/\/pcguia\.pt\// });
  checkFact(t, old, ['a520'], 'unsupported', { id: 'thinkcomputers-2020-a520', kind: 'vendor-statement', url: /^https:\/\/thinkcomputers\.org\// });
  // The Zen 2 parts without graphics are supported on both.
  t.equal(platforms.fits(catalogue.find('amd', 'ryzen-5-3600')!, { chipset: 'b550' }).status, 'supported');
});

t.test("400-series boards take Ryzen 5000 after a BIOS update (AMD's statement, as published by AnandTech)", async (t) => {
  checkFact(
    t,
    on('am4', gen('Ryzen 5000')),
    ['b450', 'x470'],
    'bios-update',
    { id: 'anandtech-2020-zen3-400-series', kind: 'vendor-statement', url: /^https:\/\/www\.anandtech\.com\/show\/15807\// },
    { someBoards: false },
  );
  t.ok(
    on('am4', gen('Ryzen 5000')).every((p) => p.microarchitecture === null || p.microarchitecture === 'Zen 3'),
    'the Ryzen 5000 line on AM4 is the Zen 3 line AMD spoke of',
  );
});

t.test("300-series boards take Ryzen 5000 only where the board's maker released a BIOS for it", async (t) => {
  checkFact(
    t,
    on('am4', gen('Ryzen 5000')),
    ['a320', 'b350', 'x370'],
    'bios-update',
    { id: 'clickthis-2022-ryzen5000-300-series', kind: 'press-report', url: /^https:\/\/clickthis\.blog\// },
    { someBoards: true },
  );
});

t.test('100- and 200-series LGA1151 boards do not take 8th or 9th gen Core; a Z370 board does not take 6th or 7th gen', async (t) => {
  const coffee = [...on('lga1151', gen('8th gen')), ...on('lga1151', gen('9th gen'))];
  t.ok(
    coffee.every((p) => p.codename === 'Coffee Lake'),
    'Intel names them all Coffee Lake',
  );
  const source = { id: 'techreport-2017-coffee-lake-z370', kind: 'vendor-statement', url: /^https:\/\/techreport\.com\// };
  checkFact(t, coffee, ['z170', 'h170', 'b150', 'h110', 'q170', 'z270', 'h270', 'b250', 'q270'], 'unsupported', source);
  checkFact(t, [...on('lga1151', gen('6th gen')), ...on('lga1151', gen('7th gen'))], ['z370'], 'unsupported', source);
  // 8th gen on the 300 series: the boxes' "Requires Intel 300 series chipset-based motherboard".
  checkFact(t, on('lga1151', gen('8th gen')), ['z370', 'z390', 'h370', 'b360', 'b365', 'h310', 'q370'], 'supported', source);
});

t.test('600-series boards need a BIOS update for 13th and 14th gen Core', async (t) => {
  checkFact(t, on('lga1700', gen('13th gen')), ['z690', 'h670', 'b660', 'h610'], 'bios-update', {
    id: 'itworldcanada-2022-raptor-lake-600-series',
    kind: 'press-report',
    url: /^https:\/\/www\.itworldcanada\.com\//,
  });
  checkFact(t, on('lga1700', gen('14th gen')), ['z690', 'h670', 'b660', 'h610', 'q670'], 'bios-update', {
    id: 'nexthardware-2023-raptor-lake-refresh',
    kind: 'press-report',
    url: /nexthardware\.com\//,
  });
});

t.test('each chipset takes the generation it launched with, from the source that says so', async (t) => {
  // AM5: A620 and B650E with Ryzen 7000 (AMD's words, as published); the 800 series with Ryzen 9000.
  checkFact(t, on('am5', gen('Ryzen 7000')), ['a620'], 'supported', {
    id: 'cunoticias-a620-chipsets',
    kind: 'vendor-statement',
    url: /^https:\/\/cunoticias\.com\//,
  });
  checkFact(t, on('am5', gen('Ryzen 7000')), ['b650e'], 'supported', {
    id: 'techpowerup-zen5-deep-dive-chipsets',
    kind: 'vendor-statement',
    url: /^https:\/\/techpowerup\.com\/review\/amd-zen-5-technical-deep-dive\//,
  });
  checkFact(t, on('am5', gen('Ryzen 7000')), ['x670e', 'x670', 'b650'], 'supported', {
    id: 'wccftech-2022-am5-platform',
    kind: 'vendor-statement',
    url: /^https:\/\/wccftech\.com\//,
  });
  checkFact(t, [...on('am5', gen('Ryzen 7000')), ...on('am5', gen('Ryzen 8000')), ...on('am5', gen('Ryzen 9000'))], ['x870e', 'x870'], 'supported', {
    id: '3dnews-computex-2024-x870',
    kind: 'vendor-statement',
    url: /^https:\/\/3dnews\.kz\//,
  });
  checkFact(t, on('am5', gen('Ryzen 9000')), ['b850', 'b840'], 'supported', {
    id: 'techpowerup-zen5-deep-dive-chipsets',
    kind: 'vendor-statement',
    url: /techpowerup\.com/,
  });
  checkFact(t, [...on('am5', gen('Ryzen 7000')), ...on('am5', gen('Ryzen 8000'))], ['b850', 'b840'], 'supported', {
    id: 'hardwareinside-2024-800-series',
    kind: 'press-report',
    url: /^https:\/\/hardwareinside\.de\//,
  });
  // sTR4: X399 with the first Threadrippers (a report of AMD's Computex showing).
  checkFact(t, on('str4', gen('Ryzen Threadripper 1000')), ['x399'], 'supported', {
    id: 'megagames-threadripper-computex',
    kind: 'press-report',
    url: /megagames\.com/,
  });
  // LGA1151: the 200 series with Kaby Lake (Intel's announcement); Z390 and B365 with 9th gen (a report).
  const kaby = on('lga1151', (p) => p.codename === 'Kaby Lake' && ['7th gen', 'Pentium G', 'Celeron G'].includes(p.generation ?? ''));
  t.ok(kaby.some((p) => p.generation === 'Pentium G') && kaby.some((p) => p.generation === '7th gen'), 'the Kaby Lake Core, Pentium and Celeron parts');
  checkFact(t, kaby, ['z270', 'h270', 'b250', 'q270'], 'supported', {
    id: 'tomshardware-intel-200-series-chipsets',
    kind: 'vendor-statement',
    url: /tomshardware\.com\/news\/intel-200-series-chipsets/,
  });
  checkFact(t, on('lga1151', gen('9th gen')), ['z390', 'b365'], 'supported', {
    id: 'heise-b365-300-series',
    kind: 'press-report',
    url: /^https:\/\/heise\.de\//,
  });
  // LGA1200: the 400 series with 10th gen; Z590 with 10th and 11th gen (reports).
  checkFact(t, on('lga1200', gen('10th gen')), ['h470', 'b460', 'h410'], 'supported', {
    id: 'heise-2020-h470-b460-h410',
    kind: 'press-report',
    url: /^https:\/\/www\.heise\.de\//,
  });
  checkFact(t, on('lga1200', gen('10th gen')), ['z490', 'z590'], 'supported', { id: 'puget-z690-z590-z490', kind: 'press-report', url: /pugetsystems\.com/ });
  checkFact(t, on('lga1200', gen('11th gen')), ['z590'], 'supported', { id: 'puget-z690-z590-z490', kind: 'press-report', url: /pugetsystems\.com/ });
  // LGA1700: Z690 with 12th gen (Intel's launch), the rest of the 600 series (a report); the 700 series with 13th gen (Intel's launch).
  checkFact(t, on('lga1700', gen('12th gen')), ['z690'], 'supported', {
    id: 'shacknews-2021-alder-lake-z690',
    kind: 'vendor-statement',
    url: /^https:\/\/www\.shacknews\.com\//,
  });
  checkFact(t, on('lga1700', gen('12th gen')), ['h670', 'b660', 'h610'], 'supported', {
    id: 'puget-2022-600-series',
    kind: 'press-report',
    url: /pugetsystems\.com/,
  });
  checkFact(t, on('lga1700', gen('13th gen')), ['z790', 'h770', 'b760'], 'supported', {
    id: 'slashgear-2022-raptor-lake-700-series',
    kind: 'vendor-statement',
    url: /^https:\/\/www\.slashgear\.com\//,
  });
  // Older sockets: AM3+ with the first FX (AMD at their launch); X99, X79, the 6 and 7 series (reports).
  const zambezi = on('am3-plus', (p) => p.codename === 'Zambezi');
  t.ok(
    zambezi.some((p) => p.name === 'FX-8150'),
    'the FX-8150 is a Zambezi part',
  );
  checkFact(t, zambezi, ['970', '990x', '990fx'], 'supported', { id: 'digitaltrends-2011-amd-fx-launch', kind: 'vendor-statement', url: /digitaltrends\.com/ });
  checkFact(t, on('lga2011-3', gen('5th gen')), ['x99'], 'supported', {
    id: 'hwupgrade-2014-haswell-e-x99',
    kind: 'press-report',
    url: /^https:\/\/www\.hwupgrade\.it\//,
  });
  checkFact(t, on('lga2011', gen('3rd gen')), ['x79'], 'supported', { id: 'techpowerup-x79-express', kind: 'press-report', url: /techpowerup\.com/ });
  checkFact(t, on('lga1155', gen('2nd gen')), ['p67', 'h67'], 'supported', { id: 'pureoverclock-2011-p67', kind: 'press-report', url: /pureoverclock\.com/ });
  checkFact(t, on('lga1155', gen('3rd gen')), ['z77', 'z75', 'h77', 'b75'], 'supported', {
    id: 'puget-2012-7-series-chipsets',
    kind: 'press-report',
    url: /pugetsystems\.com/,
  });
});

t.test("AM5 600-series boards take the Ryzen 8000G APUs, some after a firmware update (AMD's announcement, as published by TechPowerUp)", async (t) => {
  const apus = on('am5', gen('Ryzen 8000', true));
  t.ok(apus.some((p) => p.name === 'Ryzen 7 8700G') && apus.some((p) => p.name === 'Ryzen 5 8600G'), 'the 8700G and 8600G are in that line');
  checkFact(
    t,
    apus,
    ['x670e', 'x670', 'b650e', 'b650', 'a620'],
    'bios-update',
    { id: 'techpowerup-2024-ryzen-8000g', kind: 'vendor-statement', url: /^https:\/\/www\.techpowerup\.com\/317448\// },
    { someBoards: false, firstBios: null },
  );
  // The announcement speaks of the APUs: the 8400F and 8700F, without graphics, are left not stated.
  for (const p of on('am5', gen('Ryzen 8000', false))) t.equal(platforms.fits(p, { chipset: 'b650' }).status, 'not-stated', `${p.name} on b650: not stated`);
});

t.test("X399 boards take 2nd Gen Threadripper after a BIOS update (a report of AMD's unveiling)", async (t) => {
  const tr2 = on('str4', gen('Ryzen Threadripper 2000'));
  t.ok(
    tr2.some((p) => p.name === 'Ryzen Threadripper 2990WX') && tr2.some((p) => p.name === 'Ryzen Threadripper 2950X'),
    'the 2990WX and 2950X are in that line',
  );
  checkFact(
    t,
    tr2,
    ['x399'],
    'bios-update',
    { id: 'windowscentral-2018-threadripper-2', kind: 'press-report', url: /^https:\/\/www\.windowscentral\.com\// },
    { someBoards: false },
  );
});

t.test('AMD: more launch pairings and BIOS updates, each from the source that states it', async (t) => {
  // AM4: the first chipsets, A320 and B350, with Bristol Ridge (AMD's launch, as published by TechPowerUp).
  const bristol = on('am4', (p) => ['A12-Series', 'A10-Series', 'A8-Series', 'A6-Series', 'Athlon X4'].includes(p.generation ?? ''));
  t.ok(bristol.every((p) => p.codename === 'Bristol Ridge') && bristol.some((p) => p.name === 'A12-9800'), 'every one a Bristol Ridge part');
  checkFact(t, bristol, ['a320', 'b350'], 'supported', {
    id: 'techpowerup-2016-bristol-ridge-am4',
    kind: 'vendor-statement',
    url: /techpowerup\.com\/225593\//,
  });
  // AM1 boards with the Kabini Athlon and Sempron (AMD's announcement, as published by ComputerBase).
  checkFact(
    t,
    on('am1', () => true),
    ['am1'],
    'supported',
    { id: 'computerbase-2014-am1-platform', kind: 'vendor-statement', url: /computerbase\.de\/news\/2014-03\// },
  );
  // FM2+: A88X, A78 and A55 boards with Kaveri (a report).
  const kaveri = on('fm2-plus', (p) => p.codename === 'Kaveri');
  t.ok(
    kaveri.some((p) => p.name === 'A10-7850K'),
    'the A10-7850K is a Kaveri part',
  );
  checkFact(t, kaveri, ['a88x', 'a78', 'a55'], 'supported', { id: 'gamersnexus-fm2-plus-kaveri-chipsets', kind: 'press-report', url: /gamersnexus\.net/ });
  // AM3+: Vishera FX after a BIOS update, where the maker released one (a report).
  const vishera = on('am3-plus', (p) => p.codename === 'Vishera');
  t.ok(
    vishera.some((p) => p.name === 'FX-8350'),
    'the FX-8350 is a Vishera part',
  );
  checkFact(
    t,
    vishera,
    ['970', '990x', '990fx', '880g', '760g'],
    'bios-update',
    { id: 'nexthardware-fx-8320e-970', kind: 'press-report', url: /nexthardware\.com\/recensioni\// },
    { someBoards: true },
  );
});

t.test('Intel: more launch pairings and BIOS updates, each from the source that states it', async (t) => {
  // LGA2011-3: X99 with Broadwell-E after a firmware update (a report of Intel's launch).
  checkFact(t, on('lga2011-3', gen('6th gen')), ['x99'], 'bios-update', {
    id: 'techgage-2016-broadwell-e',
    kind: 'press-report',
    url: /^https:\/\/techgage\.com\//,
  });
  // LGA1366: X58 with Bloomfield (a launch review); Gulftown after a BIOS update (a review).
  checkFact(
    t,
    on('lga1366', (p) => p.generation === '1st gen' && p.codename === 'Bloomfield'),
    ['x58'],
    'supported',
    { id: 'hardcoreware-core-i7-x58', kind: 'press-report', url: /hardcoreware\.net/ },
  );
  const gulftown = on('lga1366', (p) => p.generation === '1st gen' && p.codename === 'Gulftown');
  t.ok(
    gulftown.some((p) => p.name === 'Core i7-980X'),
    'the i7-980X is a Gulftown part',
  );
  checkFact(t, gulftown, ['x58'], 'bios-update', { id: 'bittech-2010-core-i7-980x', kind: 'press-report', url: /bit-tech\.net/ });
  // LGA1156: H55, H57 and Q57 with Clarkdale (Core and Pentium); P55 with Lynnfield (reports).
  const clarkdale = on('lga1156', (p) => ['1st gen', 'Pentium'].includes(p.generation ?? '') && p.codename === 'Clarkdale');
  t.ok(
    clarkdale.some((p) => p.generation === 'Pentium'),
    'a Pentium of that line',
  );
  checkFact(t, clarkdale, ['h55', 'h57', 'q57'], 'supported', { id: 'hothardware-2010-clarkdale-chipsets', kind: 'press-report', url: /hothardware\.com/ });
  checkFact(
    t,
    on('lga1156', (p) => p.generation === '1st gen' && p.codename === 'Lynnfield'),
    ['p55'],
    'supported',
    { id: 'xtremehardware-lynnfield-p55', kind: 'press-report', url: /xtremehardware\.com/ },
  );
  // LGA1150: Z97 with 4th and 5th gen; the 8 series with Devil's Canyon after a BIOS update, on some boards (reports).
  checkFact(t, [...on('lga1150', gen('4th gen')), ...on('lga1150', gen('5th gen'))], ['z97'], 'supported', {
    id: 'techplayboy-2014-z97',
    kind: 'press-report',
    url: /techplayboy\.com/,
  });
  const devils = on('lga1150', (p) => p.codename === "Devil's Canyon");
  t.same(devils.map((p) => p.name).sort(), ['Core i5-4690K', 'Core i7-4790K']);
  checkFact(
    t,
    devils,
    ['z87', 'h87', 'q87', 'b85', 'h81'],
    'bios-update',
    { id: 'nextinpact-2014-devils-canyon', kind: 'press-report', url: /nextinpact\.com/ },
    { someBoards: true },
  );
  // LGA1200: B560, H510 and H570 with 11th gen (a report).
  checkFact(t, on('lga1200', gen('11th gen')), ['b560', 'h510', 'h570'], 'supported', {
    id: 'heise-2021-500-series-rocket-lake',
    kind: 'press-report',
    url: /^https:\/\/www\.heise\.de\/tests\//,
  });
  // LGA1851: Z890 and B860 with Core Ultra 200S (reports).
  checkFact(t, on('lga1851', gen('Core Ultra 200S')), ['z890'], 'supported', {
    id: 'hwbusters-core-ultra-9-285k',
    kind: 'press-report',
    url: /hwbusters\.com/,
  });
  checkFact(t, on('lga1851', gen('Core Ultra 200S')), ['b860'], 'supported', { id: 'gamebastion-b860-review', kind: 'press-report', url: /gamebastion\.com/ });
  // LGA1151: the 2018 300 series with the Coffee Lake Pentium Gold and Celeron (a report).
  const cheap = on('lga1151', (p) => ['Pentium Gold', 'Celeron G'].includes(p.generation ?? '') && p.codename === 'Coffee Lake');
  t.ok(cheap.some((p) => p.name === 'Pentium Gold G5400') && cheap.some((p) => p.name === 'Celeron G4900'), 'the G5400 and G4900');
  checkFact(t, cheap, ['h370', 'b360', 'h310', 'q370'], 'supported', { id: 'eteknix-2018-h310', kind: 'press-report', url: /eteknix\.com/ });
});

t.test('an i5-10400 on a B460 board is supported, and the answer names its source', async (t) => {
  const owned = catalogue.find('intel', 'core-i5-10400')!;
  const fit = platforms.fits(owned, { chipset: 'b460' });
  t.equal(fit.status, 'supported');
  t.equal(fit.caveats[0]?.statement?.source.id, 'heise-2020-h470-b460-h410');
});

t.test("LGA1700 and LGA1851 parts are not interchangeable: their vendors' records name different sockets", async (t) => {
  const lga1700 = platforms.processorsOn('lga1700');
  const lga1851 = platforms.processorsOn('lga1851');
  t.ok(lga1700.length > 0 && lga1851.length > 0);
  t.notOk(
    lga1700.some((p) => lga1851.includes(p)),
    'no processor sits on both',
  );
  // Each record's socket names its source: Intel's table (ARK's "Sockets Supported") or, where that is silent, the page it was read from.
  const intel = (p: Processor) =>
    p.sources.vendor?.tables?.some((table) => table.fields.includes('socket')) ||
    p.sources.secondary.some((entry) => entry.name === 'Intel ARK' && entry.fields.includes('socket'));
  const desktop = [...lga1700, ...lga1851].filter((p) => p.segment === 'desktop');
  for (const p of desktop)
    t.ok(intel(p) || p.sources.secondary.some((entry) => entry.fields.includes('socket') && entry.url), `${p.name}: its socket names a source`);
  t.ok(desktop.filter(intel).length / desktop.length > 0.9, "for nearly all, Intel's own");
  const owned = catalogue.find('intel', 'core-i9-14900k')!;
  for (const chipset of platforms.chipsetsOf('lga1851'))
    t.equal(platforms.fits(owned, { chipset: chipset.id }).status, 'other-socket', `14900K on ${chipset.id}`);
  const ultra = lga1851.find((p) => p.generation === 'Core Ultra 200S')!;
  for (const chipset of platforms.chipsetsOf('lga1700'))
    t.equal(platforms.fits(ultra, { chipset: chipset.id }).status, 'other-socket', `${ultra.name} on ${chipset.id}`);
});

t.test('every statement names a source with a URL and its kind, and says what it says in both languages', async (t) => {
  const statements = platforms.chipsets.flatMap((chipset) => chipset.support);
  t.ok(statements.length > 50);
  for (const statement of statements) {
    t.match(statement.source.url, /^https?:\/\/\S+$/);
    if (statement.source.kind === 'vendor-page') t.ok(isVendorUrl(statement.source.url, statement.source.vendor), statement.source.url);
    t.ok(statement.text.en.length > 0 && /[\u4e00-\u9fff]/.test(statement.text.zh), `${statement.source.id}: a Chinese text`);
  }
});

t.test('every multi-generation desktop, workstation and server socket has its matrix, every stated cell with its source', async (t) => {
  for (const socket of ['am4', 'am5', 'lga1151', 'lga1200', 'lga1700', 'lga1851', 'lga2066', 'str4', 'str5', 'sp3', 'sp5']) {
    const matrix = supportMatrix(platforms, socket);
    t.ok(matrix, `${socket} has more than one generation, so a matrix`);
    if (!matrix) continue;
    const processors = platforms.processorsOn(socket);
    t.ok(
      processors.every((p) => matrix.lines.some((line) => lineMatches(line, p))),
      `${socket}: every processor sits in a line`,
    );
    for (const { cells } of matrix.rows) for (const cell of cells) if (cell !== null) t.ok(cell.source.url, `${socket}: a stated cell has a source`);
  }
  t.ok(supportMatrix(platforms, 'am4')!.rows.length >= 7, 'AM4: a row per chipset');
});
