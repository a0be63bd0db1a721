import t from 'tap';
import { BROWSER_UA, bootApp, decodeHtml } from '../helper.js';

/**
 * Where the references disagree and no vendor page settles it, the processor's page shows the
 * value the order of trust chose with a "disputed" mark, and lists every other value with the
 * sources that give it, in both languages; a derived fact names its rule and the page the rule
 * rests on; a case temperature is shown apart from the junction limit.
 */
const app = await bootApp(t);
const page = async (path: string) => (await app.inject({ url: path, headers: { 'user-agent': BROWSER_UA } })).body;
const rowOf = (html: string, label: string) => new RegExp(`<dt>${label}</dt><dd>(.*?)</dd>`, 's').exec(html)?.[1] ?? '';
const disputesOf = (html: string) => /<ul class="dispute-list".*?(?=<p class=)/s.exec(html)?.[0] ?? '';

t.test("GET /en/cpu/amd/phenom-ii-x2-570: the base clock AMD's table gives, marked disputed, and the 3.5 GHz two references give", async (t) => {
  const html = decodeHtml(await page('/en/cpu/amd/phenom-ii-x2-570'));
  const row = rowOf(html, 'Base clock');
  t.match(row, /^4\.0 GHz /, 'the value shown');
  t.match(row, /<a class="disputed-mark" href="#dispute-baseClockGHz"[^>]*>disputed<\/a>/, 'marked, and leading to the dispute');
  t.match(html, /<h3 id="disputes-heading">Disputed facts<\/h3>/);
  const list = disputesOf(html);
  t.match(list, /<li id="dispute-baseClockGHz" class="dispute">/);
  t.match(list, /Shown: <strong>Base clock 4\.0 GHz<\/strong>/);
  t.match(
    list,
    /3\.5 GHz according to <a href="https:\/\/www\.techpowerup\.com\/cpu-specs\/[^"]+"[^>]*>TechPowerUp CPU Database<\/a>, <a href="https:\/\/www\.cpubenchmark\.net\/[^"]+"[^>]*>PassMark CPU list<\/a>/,
  );
  t.match(list, /Two or more independent references give another value than the vendor's table\./);
  t.notMatch(rowOf(html, 'Cores'), /disputed-mark/, 'an undisputed row carries no mark');
});

t.test('GET /cpu/amd/phenom-ii-x2-570: the same in Chinese', async (t) => {
  const html = decodeHtml(await page('/cpu/amd/phenom-ii-x2-570'));
  t.match(html, /<a class="disputed-mark" href="#dispute-baseClockGHz"[^>]*>有争议<\/a>/);
  t.match(html, /<h3 id="disputes-heading">有争议的数据<\/h3>/);
  const list = disputesOf(html);
  t.match(list, /页面所示：<strong>基础频率 4\.0 GHz<\/strong>/);
  t.match(list, /TechPowerUp CPU Database<\/a>、<a [^>]*>PassMark CPU list<\/a>给出 3\.5 GHz/);
  t.match(list, /有两个或以上相互独立的来源给出了与厂商规格表不同的值。/);
});

t.test("a doubt a maintainer recorded is shown with its reason, in the page's language (Opteron 4310 EE, 6 cores or 4)", async (t) => {
  for (const [path, mark, kind, reason] of [
    ['/en/cpu/amd/opteron-4310-ee', 'disputed', 'A maintainer recorded a doubt: ', "AMD's tables give 6 cores under the OPN OS4310HPU4KHK"],
    ['/cpu/amd/opteron-4310-ee', '有争议', '维护者记录了疑点，理由：', 'AMD 的规格表在 OPN OS4310HPU4KHK 下给出 6 核'],
  ] as const) {
    const html = decodeHtml(await page(path));
    t.match(html, new RegExp(`href="#dispute-cores"[^>]*>${mark}</a>`), path);
    const list = disputesOf(html);
    t.match(list, /<a href="https:\/\/www\.techpowerup\.com\/cpu-specs\/opteron-4310-ee[^"]*"/);
    t.match(list, `${kind}${reason}`);
  }
});

t.test("one TDP per memory speed: the TDP at the fastest speed, marked, and the other with AMD's product id (EPYC 7401)", async (t) => {
  for (const [path, mark, other, kind] of [
    [
      '/en/cpu/amd/epyc-7401',
      'disputed',
      /155 W according to <span class="source-name">AMD product specifications<\/span>/,
      'The vendor gives one value per memory speed',
    ],
    ['/cpu/amd/epyc-7401', '有争议', /AMD 产品规格页<\/span>[^<]*给出 155 W/, '厂商按内存速度分别给出数值'],
  ] as const) {
    const html = decodeHtml(await page(path));
    t.match(html, new RegExp(`href="#dispute-tdpW"[^>]*>${mark}</a>`), path);
    const list = disputesOf(html);
    t.match(list, other, `${path}: the other value and its source`);
    t.match(list, /PS7401BEVHCAF/, `${path}: with AMD's product id`);
    t.match(list, kind, `${path}: why there are two`);
  }
});

t.test('a page with no dispute shows no mark and no list', async (t) => {
  const html = await page('/en/cpu/amd/ryzen-7-7800x3d');
  t.notMatch(html, /disputed-mark|disputes-heading/);
});

t.test('derived facts name their rule and the page it rests on; a case temperature is not a junction limit', async (t) => {
  const en = decodeHtml(await page('/en/cpu/intel/core-i3-9350kf'));
  t.match(rowOf(en, 'Unlocked'), /^Yes/);
  t.match(en, /<li>Derived: Unlocked from Name \(Intel's processor number[^<]*\)[^<]*<a href="https:\/\/www\.intel\.com\/[^"]+"[^>]*>this page<\/a>/);
  t.match(en, /Derived: L2 cache from Cores, Codename \([^)]*Coffee Lake[^<]*<a href="https:\/\/www\.spec\.org\/cpu2017\/results\/[^"]+"/);
  const zh = decodeHtml(await page('/cpu/intel/core-i3-9350kf'));
  t.match(zh, /<li>推算：二级缓存由核心数、代号推出（所据规则见<a href="https:\/\/www\.spec\.org\//, "in Chinese, the rule's page, not its English words");
  const fx = decodeHtml(await page('/en/cpu/amd/fx-8350'));
  t.match(rowOf(fx, 'Max case temperature \\(Tcase\\)'), /61 °C/);
  t.equal(rowOf(fx, 'Max temperature \\(Tjunction\\)'), '—');
});
