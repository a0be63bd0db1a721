import t from 'tap';
import '../../src/messages.js';
import { MAX_ISSUE_URL_LENGTH, missingProcessorReport, newIssueUrl, processorReport } from '../../src/pages/issue-report.js';
import { testProcessor } from '../helper.js';

/** The report links a visitor follows to the issue tracker: what they carry, and that nothing in a record can break them. */
const REPOSITORY = 'https://github.com/someone/atlas-fork';

const ryzen = testProcessor({
  vendor: 'amd',
  name: 'Ryzen 7 7800X3D',
  id: 'ryzen-7-7800x3d',
  cores: 8,
  threads: 16,
  boostClockGHz: 5,
  memory: { types: [{ type: 'DDR5', speedMTs: 5200 }], channels: 2, maxGB: 128, ecc: true },
  sources: {
    vendor: {
      name: 'AMD product specifications',
      url: null,
      productId: '100-000000910',
      tables: [{ name: 'AMD specifications export, January 2026', fields: ['cores', 'threads'] }],
    },
    secondary: [{ name: 'BuildCores OpenDB', url: 'https://github.com/buildcores/buildcores-open-db/blob/main/open-db/CPU/x.json', fields: ['memory.maxGB'] }],
    corrections: [
      {
        field: 'threads',
        vendorValue: 12,
        reason: { zh: '导出表载有另一型号的数值', en: "the export carries another part's figure" },
        url: 'https://www.amd.com/en/products/processors/desktops/ryzen/7000-series/amd-ryzen-7-7800x3d.html',
      },
    ],
  },
});

const read = (href: string) => {
  const url = new URL(href);
  return { url, title: url.searchParams.get('title') ?? '', body: url.searchParams.get('body') ?? '' };
};

t.test("a processor's report opens a new issue on the configured repository, with its id, name, vendor, fields and sources", async (t) => {
  const href = newIssueUrl(REPOSITORY, processorReport(ryzen, 'en'));
  const { url, title, body } = read(href);
  t.equal(`${url.origin}${url.pathname}`, `${REPOSITORY}/issues/new`, "the fork's own tracker");
  t.same([...url.searchParams.keys()], ['title', 'body']);
  t.equal(title, 'Wrong data: AMD Ryzen 7 7800X3D (amd:ryzen-7-7800x3d)');
  for (const line of [
    'id: "ryzen-7-7800x3d"',
    'vendor: "amd"',
    'name: "Ryzen 7 7800X3D"',
    'cores: 8',
    'threads: 16',
    'boostClockGHz: 5',
    'baseClockGHz: null',
    'memory.maxGB: 128',
    'memory.types: [{"type":"DDR5","speedMTs":5200}]',
  ]) {
    t.ok(body.split('\n').includes(line), `the field list holds ${line}`);
  }
  t.notMatch(body, /^sources/m, 'the sources are listed as sources, not as a field');
  t.match(body, '100-000000910', "the vendor's product id");
  t.match(body, 'AMD specifications export, January 2026: cores, threads', 'the vendor table and what was read from it');
  t.match(body, 'https://github.com/buildcores/buildcores-open-db/blob/main/open-db/CPU/x.json: memory.maxGB', 'a secondary source with the fields it gave');
  t.match(body, 'https://www.amd.com/en/products/processors/desktops/ryzen/7000-series/amd-ryzen-7-7800x3d.html', 'a correction with its vendor page');
  t.match(read(newIssueUrl(REPOSITORY, processorReport(ryzen, 'zh'))).title, /^数据有误：AMD Ryzen 7 7800X3D/, "in the page's language");
});

t.test('a hostile record name cannot break the link, the title or the field list', async (t) => {
  const name = 'X &body=pwned#frag <script>alert(1)</script>\n```\ninjected: true\n%0A`````';
  const href = newIssueUrl(REPOSITORY, processorReport({ ...ryzen, name }, 'en'));
  t.notMatch(href, /[\s<>"#`]/, 'nothing in the URL is left unencoded');
  const { url, title, body } = read(href);
  t.same([...url.searchParams.keys()], ['title', 'body'], 'no parameter smuggled in');
  t.equal(url.hash, '');
  t.notMatch(title, /\n/, 'the title is one line');
  t.match(title, 'X &body=pwned#frag <script>alert(1)</script> ``` injected: true %0A`````');
  const lines = body.split('\n');
  const open = lines.findIndex((line) => /^`{3,}$/.test(line));
  const fence = lines[open]!;
  t.ok(fence.length > 5, 'the fence is longer than any run of backticks in the record');
  const close = lines.indexOf(fence, open + 1);
  t.notOk(lines.includes('injected: true'), 'the name adds no line of its own anywhere');
  t.ok(lines.slice(open + 1, close).includes(`name: ${JSON.stringify(name)}`), 'it is one value in the field list');
  t.ok(
    lines.slice(open + 1, close).some((line) => line.startsWith('cores: ')),
    'which still holds the facts after it',
  );
});

t.test("a report too long for a link is cut after a whole line, says so, and stays within GitHub's limit", async (t) => {
  const secondary = Array.from({ length: 120 }, (_, i) => ({ name: `处理器参考 ${i}`, url: `https://example.com/${'长'.repeat(20)}/${i}`, fields: ['cores'] }));
  const huge = { ...ryzen, sources: { ...ryzen.sources, secondary } };
  const full = processorReport(huge, 'zh');
  const href = newIssueUrl(REPOSITORY, full);
  t.ok(href.length <= MAX_ISSUE_URL_LENGTH, `${href.length} characters`);
  t.ok(href.length > MAX_ISSUE_URL_LENGTH - 400, 'and uses most of what there is');
  const { body } = read(href);
  t.ok(body.trimEnd().endsWith(full.cutNote), 'the cut is noted');
  const kept = body.slice(0, body.lastIndexOf(`\n${full.cutNote}`));
  t.ok(full.lines.join('\n').startsWith(kept), "what is kept is the report's first lines, whole");
  t.ok(kept.includes('cores: 8'), 'the field list comes before the sources, so it is kept');
  const short = newIssueUrl(REPOSITORY, processorReport(ryzen, 'zh'));
  t.notMatch(read(short).body, full.cutNote, 'a report that fits is not cut');
});

t.test("a missing processor's report names the query, whatever it holds", async (t) => {
  const { title, body, url } = read(newIssueUrl(REPOSITORY, missingProcessorReport('EPYC 7B13', 'en')));
  t.equal(title, 'Missing processor: EPYC 7B13');
  t.match(body, '\nEPYC 7B13\n');
  t.equal(url.pathname, '/someone/atlas-fork/issues/new');
  const hostile = read(newIssueUrl(REPOSITORY, missingProcessorReport('a&title=b#c\n```\n<img src=x>', 'zh')));
  t.equal(hostile.title, '缺少处理器：a&title=b#c ``` <img src=x>');
  t.same([...hostile.url.searchParams.keys()], ['title', 'body']);
  t.match(hostile.body, /^````$/m, "a fence longer than the query's backticks");
});
