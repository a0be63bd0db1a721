import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import t from 'tap';
import { loadCatalogue } from '../../src/catalogue/load.js';
import { SOURCE_BRACKET_NOTE } from '../../src/record/processor-schema.js';
import { readConfig } from '../../src/config.js';
import { BROWSER_UA, bootApp, decodeHtml } from '../helper.js';

/**
 * A Chinese page reads in Chinese: no English (or other foreign) sentence a Chinese visitor would
 * take for ours. Each page type is walked in Chinese, and its text — what the page shows, and the
 * placeholders, labels and titles a visitor meets — is cut into runs of Latin-script words; a run of
 * two words or more that are not names fails: model, line and socket names from the catalogue, board
 * and chipset names, units, and brand and source names (ALLOWED). A source's own title in another
 * language is kept only where the page marks its language (`lang`), after a Chinese phrase saying
 * what it is: marked text is not read, nor a name marked not to be translated (`translate="no"`: a
 * SPEC system), nor a title quoted in Chinese quotation marks inside Chinese text. A source's name
 * (a link to its page, or the name alone) is its publisher's and title's words: it is read apart,
 * and must follow a Chinese phrase that says what it is ("引用：", "来源：", a list's "、") unless
 * every word of it is a name, and carry no note of ours in brackets ("TechPowerUp (Ryzen 8040 …
 * announced)": the schema's SOURCE_BRACKET_NOTE).
 * Brackets around Chinese text are Chinese ones. A maintainer's reason for a correction or a doubt
 * is ours, in both languages: its English is on no Chinese page, marked as English or not.
 * A page type added to the site gets a line in PAGES.
 */
const PAGES = [
  '/',
  '/lib',
  '/lib?q=14700K',
  '/lib?vendor=amd&segment=server&sort=-specrate2017-int-base-2chip',
  '/cpu/intel/core-i9-14900k',
  '/cpu/amd/ryzen-5-3600',
  '/cpu/amd/epyc-7763',
  '/cpu/intel/xeon-silver-4110',
  '/cpu/loongson/3a6000',
  '/cpu/qualcomm/x-elite-x1e-78-100',
  '/cpu/apple/m3',
  '/cpu/amd/ryzen-3-8440u',
  '/cpu/intel/xeon-6710e',
  '/cpu/amd/ryzen-3-8300ge',
  '/cpu/intel/core-i9-11980hk',
  '/cpu/amd/ryzen-ai-9-hx-370',
  '/compare?ids=amd:ryzen-7-7800x3d,intel:core-i9-14900k',
  '/compare?ids=amd:epyc-9654,intel:xeon-platinum-8490h',
  '/compare',
  '/ladder',
  '/ladder?segment=server&benchmark=specrate2017-int-base-2chip&metric=per-watt',
  '/ladder?benchmark=single-thread-index',
  '/ladder?metric=per-yuan&cny_max=1500',
  '/socket/am4',
  '/socket/lga1700',
  '/socket/am4?sort=single-thread-index',
  '/upgrade/amd/ryzen-5-3600',
  '/upgrade/amd/ryzen-5-3600?chipset=b450',
  '/upgrade/intel/core-i5-12400f',
  '/bench',
  '/changes',
  '/report/amd/ryzen-5-3600',
  '/no-such-page',
  '/cpu/amd/no-such-processor',
];

/** Units, brands, benchmarks, licences and sources a Chinese page names as they are. */
const ALLOWED = `
  AMD Intel Apple Qualcomm Snapdragon Loongson Zhaoxin Hygon Radeon Adreno Arm LoongArch RISC-V x86 x86-64 x64
  GHz MHz W MB GB KB TB nm MT/s GT/s TDP PBP MTP cTDP PPT TOPS NPU GPU CPU iGPU SoC ECC DDR DDR3 DDR4 DDR5 LPDDR4 LPDDR4X LPDDR5 LPDDR5X PCIe USB BIOS UEFI
  Blender Open Data Cycles classroom junkshop monster SPEC SPECrate CPU2017 int fp base hardinfo2 SysBench Blowfish FBENCH John Walker
  BuildCores OpenDB Commons Attribution License ODC-By CC0 CC BY GPL MIT Creative Commons GitHub frocloud DIYPCmarket PassMark TechPowerUp
  ATX Micro-ATX Mini-ITX E-ATX EATX Mini-DTX XL-ATX SSI CEB EEB
  Core Ultra Xeon Pentium Celeron Atom Ryzen Threadripper EPYC Athlon PRO Opteron Phenom Sempron FX
  Hardware Tom's AnandTech Standard Performance Evaluation Corporation
`;

const config = readConfig({});
const catalogue = await loadCatalogue(undefined, config.rootDir);
const app = await bootApp(t, { catalogue });

/** Every word of a name the catalogue or its platform data holds: a name is no sentence. */
function namesOf(): Set<string> {
  const names = new Set<string>();
  const add = (text: string | null | undefined) => {
    for (const word of text?.match(LATIN_WORD) ?? []) names.add(word.toLowerCase());
  };
  for (const word of ALLOWED.split(/\s+/)) add(word);
  for (const p of catalogue.processors) {
    for (const text of [p.name, p.family, p.generation, p.codename, p.microarchitecture, p.socket, p.igpu?.name]) add(text);
    for (const entry of p.memory.types) add(entry.type);
  }
  const platforms = (file: string) => JSON.parse(readFileSync(join(config.rootDir, 'data/platforms', file), 'utf8'));
  // A board is a row of the file's columns: its name, maker, chipset and form factor among them.
  for (const board of platforms('boards.json').boards as unknown[][]) for (const cell of board) if (typeof cell === 'string' && !cell.includes('/')) add(cell);
  for (const chipset of platforms('chipsets.json') as { name: string }[]) add(chipset.name);
  for (const source of platforms('support.json').sources) add(source.publisher);
  return names;
}
const LATIN_WORD = /[A-Za-z][A-Za-z0-9'’+./-]*/g;
const names = namesOf();

/** The text a visitor meets in a page's HTML: its text, and the words of fields and controls; not scripts, styles, or text marked as another language. */
function visibleText(html: string): string[] {
  const body = html
    .replace(/<(script|style)\b[^]*?<\/\1>/g, ' ')
    .replace(/<(\w+)\b[^>]*\s(?:lang="(?!zh)[^"]*"|translate="no")[^>]*>[^]*?<\/\1>/g, ' ')
    .replace(SOURCE_NAME, ' ')
    .replaceAll('<!-- -->', '');
  const attributes = [...body.matchAll(/\s(?:placeholder|aria-label|title|alt)="([^"]*)"/g)].map((match) => match[1]!);
  const texts = body
    .replace(/<[^>]*>/g, '\n')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return (
    [...texts, ...attributes]
      .map(decodeHtml)
      // A title quoted in Chinese text ("对照表（“AMD Socket AM4 …”）") is named by the words before it.
      .map((entry) => (/[\u3400-\u9fff]/.test(entry) ? entry.replace(/“[^”]*”|「[^」]*」/g, ' ') : entry))
  );
}

/** A source's name: a link to another site, or a name shown without one. */
const SOURCE_NAME = /<a [^>]*class="external[" ][^>]*>([^<]*)<\/a>|<span class="source-name">([^<]*)<\/span>/g;

/**
 * The faults of each source's name on a page: a note of ours in brackets, or foreign words with no
 * Chinese phrase before them saying what they are (the text just before the name ends in Chinese).
 */
export function sourceNameFaults(html: string): string[] {
  const faults: string[] = [];
  const page = html.replace(/<(script|style)\b[^]*?<\/\1>/g, ' ').replaceAll('<!-- -->', '');
  for (const match of page.matchAll(SOURCE_NAME)) {
    const name = decodeHtml(match[1] ?? match[2] ?? '').trim();
    if (!name) continue;
    if (SOURCE_BRACKET_NOTE.test(name)) faults.push(`a note of ours in brackets: "${name}"`);
    const before = page
      .slice(Math.max(0, match.index - 300), match.index)
      .replace(/<[^>]*>/g, '')
      .trimEnd();
    if (foreignRuns(name).length && !/[\u3400-\u9fff：、，（；]$/.test(before))
      faults.push(`"${name}" with no Chinese phrase before it (after "${before.slice(-30)}")`);
  }
  return faults;
}

/** Runs of Latin-script words of which two or more are not names: a sentence in a foreign language. */
export function foreignRuns(text: string, known: ReadonlySet<string> = names): string[] {
  const runs: string[] = [];
  for (const run of text.match(/[A-Za-z][A-Za-z0-9'’+./-]*(?:[\s,:;()&"“”–—-]+[A-Za-z0-9][A-Za-z0-9'’+./-]*)*/g) ?? []) {
    const unknown = (run.match(LATIN_WORD) ?? []).filter(
      (word) => word.length > 1 && !known.has(word.toLowerCase()) && !known.has(word.toLowerCase().replace(/[.'’]+$/, '')),
    );
    if (unknown.length >= 2) runs.push(run);
  }
  return runs;
}

/** The English of every correction's and doubt's reason the catalogue keeps: sentences of ours, which a Chinese page gives in Chinese. */
const ENGLISH_REASONS = [
  ...new Set(
    catalogue.processors.flatMap((p) => [
      ...p.sources.corrections.map((entry) => entry.reason.en),
      ...(p.sources.disputes ?? []).flatMap((dispute) => (dispute.note ? [dispute.note.en] : [])),
    ]),
  ),
];

/**
 * The English reasons a page shows, marked as English or not, its figures' unbreakable spaces read
 * as spaces. Not its scripts: the page's data for the browser is the record, both languages in it.
 */
export function englishReasonsIn(html: string, reasons: readonly string[] = ENGLISH_REASONS): string[] {
  const shown = html.replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ');
  const text = decodeHtml(shown.replaceAll('&#39;', "'")).replaceAll('\u00a0', ' ').replaceAll('&nbsp;', ' ');
  return reasons.filter((reason) => text.includes(reason));
}

/** ASCII brackets around Chinese text: "(3 个结果，来自 1 项测试)". */
const ASCII_BRACKETS_AROUND_CHINESE = /\([^()]*[\u3400-\u9fff][^()]*\)/;

t.test('the walk sees what it looks for', async (t) => {
  t.same(foreignRuns('来源：CPU Atlas single-thread index'), ['CPU Atlas single-thread index']);
  t.same(foreignRuns('AMD specifications export, January 2026: launched, socket'), ['AMD specifications export, January 2026: launched, socket']);
  t.same(foreignRuns('AMD Ryzen 9 3950X · 16 核 / 32 线程 · 4.7 GHz · AM4 · DDR4'), []);
  t.same(foreignRuns('数据：Blender Open Data（CC0 1.0）'), []);
  t.ok(ASCII_BRACKETS_AROUND_CHINESE.test('(3 个结果，来自 1 项测试)'));
  t.same(visibleText('<p>你好<a lang="pt" href="x">Suporte para Ryzen</a></p>'), ['你好']);
  t.same(sourceNameFaults('<li>引用：<a href="x" class="external">TechPowerUp (Ryzen 8040 &#x27;Hawk Point&#x27; announced)</a></li>'), [
    'a note of ours in brackets: "TechPowerUp (Ryzen 8040 \'Hawk Point\' announced)"',
  ]);
  t.same(sourceNameFaults('<li><a href="x" class="external">Chinese chipmaker launches new laptop chips</a></li>'), [
    '"Chinese chipmaker launches new laptop chips" with no Chinese phrase before it (after "")',
  ]);
  t.same(sourceNameFaults('<li>引用：<a href="x" class="external">Tom&#x27;s Hardware: Chinese chipmaker launches new laptop chips</a></li>'), []);
  t.ok(ENGLISH_REASONS.length > 0, 'the catalogue keeps reasons to look for');
  t.same(
    englishReasonsIn('<li>维护者的说明：<span lang="en">ARK states a TDP of 53\u00a0W</span></li>', ['ARK states a TDP of 53 W']),
    ['ARK states a TDP of 53 W'],
    'an English reason, even marked as English',
  );
  t.same(
    englishReasonsIn('<li>维护者的说明：ARK 标明 TDP 为 53\u00a0W</li><script>{"en":"ARK states a TDP of 53 W"}</script>', ['ARK states a TDP of 53 W']),
    [],
    'the Chinese one, and the record for the browser',
  );
});

t.test(`${PAGES.length} Chinese pages of every type hold no foreign sentence and no ASCII brackets around Chinese`, async (t) => {
  const faults: string[] = [];
  for (const url of PAGES) {
    const response = await app.inject({ url, headers: { 'user-agent': BROWSER_UA } });
    t.ok([200, 404].includes(response.statusCode), `${url}: ${response.statusCode}`);
    for (const fault of sourceNameFaults(response.body)) faults.push(`${url}: ${fault}`);
    for (const reason of englishReasonsIn(response.body)) faults.push(`${url}: a maintainer's English reason "${reason.slice(0, 60)}"`);
    for (const text of visibleText(response.body)) {
      for (const run of foreignRuns(text)) faults.push(`${url}: "${run}" in "${text.slice(0, 120)}"`);
      if (ASCII_BRACKETS_AROUND_CHINESE.test(text)) faults.push(`${url}: ASCII brackets in "${text.slice(0, 120)}"`);
    }
  }
  t.same([...new Set(faults)], [], 'every page reads in Chinese');
});
