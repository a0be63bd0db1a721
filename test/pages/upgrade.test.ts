import t from 'tap';
import type { Test } from 'tap';
import { loadCatalogue } from '../../src/catalogue/load.js';
import { readConfig } from '../../src/config.js';
import { separation } from '../../src/shared/benchmark.js';
import type { Processor } from '../../src/shared/processor.js';
import { BROWSER_UA, bootApp, embeddedPayload } from '../helper.js';

/**
 * The upgrade advisor's answers through the app, in both languages: the owner's own line on a
 * chipset a statement says refuses it, an owner without the figure its candidates have, the goal
 * (multi-thread by Blender, one thread by the single-thread index) with the per-core mark, and the
 * goal kept by the plain GET forms. What a page must say is worked out here from the records.
 */
const catalogue = await loadCatalogue(undefined, readConfig({}).rootDir);
const app = await bootApp(t, { catalogue });
const get = (url: string) => app.inject({ url, headers: { 'user-agent': BROWSER_UA } });
/** A page's HTML without React's text separators, an apostrophe as itself. */
const html = async (url: string) => (await get(url)).body.replaceAll('<!-- -->', '').replaceAll('&#x27;', "'");
const amd = (id: string) => catalogue.find('amd', id)!;
/** A ranked figure on more than one result: what orders the advisor's list or marks a candidate. */
const ordering = (benchmark: string, p: Processor) => {
  const figure = catalogue.findBenchmark(benchmark)!.figureOf(p);
  return figure && figure.ranked && figure.samples >= 2 ? figure : null;
};

/** The candidates a page shows, in order: each card's name, the section it is in, its headline and whether it is marked. */
function cards(page: string) {
  const found: { name: string; section: string; headline: string; marked: boolean }[] = [];
  for (const section of page.matchAll(/<section class="upgrade-group upgrade-group--([a-z-]+)"[^>]*>(.*?)<\/ol><\/section>/gs)) {
    for (const card of section[2]!.matchAll(
      /class="upgrade-candidate__name"[^>]*>(?:AMD|Intel) ([^<]+)<\/a><span class="upgrade-gain">([^<]+) <span class="upgrade-gain__basis">([^<]+)<\/span><\/span><\/div>(<p class="upgrade-mark">)?/g,
    )) {
      found.push({ name: card[1]!, section: section[1]!, headline: `${card[2]} ${card[3]}`, marked: card[4] !== undefined });
    }
  }
  return found;
}

/** Every card over every page of an advice. */
async function allCards(url: string) {
  const all: ReturnType<typeof cards> = [];
  for (let page = 1; page < 20; page++) {
    const shown = cards(await html(page === 1 ? url : `${url}${url.includes('?') ? '&' : '?'}page=${page}`));
    if (shown.length === 0 || all.some((card) => card.name === shown[0]!.name)) break;
    all.push(...shown);
  }
  return all;
}

/** The page's ItemList says what its cards say, in their order. */
function listedMatches(t: Test, page: string, label: string) {
  const listed = embeddedPayload(page).data.listed.map((item: { name: string }) => item.name);
  t.same(
    listed,
    cards(page.replaceAll('<!-- -->', '')).map((card) => `AMD ${card.name}`),
    `${label}: the ItemList is the cards shown, in order`,
  );
}

t.test(
  "GET /en/upgrade/amd/ryzen-5-3600?chipset=a320 (and in Chinese): the owner's own line is not ruled out; the page says the board runs it and points to its CPU support list",
  async (t) => {
    const owned = amd('ryzen-5-3600');
    // AMD's statement says A320 takes no Ryzen 3000 without graphics: the 3600's own line.
    const sameLine = catalogue.platforms
      .processorsOn('am4')
      .filter(
        (p) =>
          p !== owned &&
          p.generation === owned.generation &&
          p.igpu === null &&
          (ordering('blender', p)?.score ?? 0) > ordering('blender', owned)!.score * 1.03,
      );
    t.ok(sameLine.length >= 5, `${sameLine.length} faster parts of the 3600's line`);
    for (const [url, runs, check, section] of [
      [
        '/en/upgrade/amd/ryzen-5-3600?chipset=a320',
        "A statement says the AMD A320 does not take your processor's line, yet your board runs your AMD Ryzen 5 3600.",
        "Choose your motherboard above: where we have its maker's page, we link its CPU support list.",
        "Check your board's CPU support list: stated not for the AMD A320, yet your board runs this line",
      ],
      [
        '/upgrade/amd/ryzen-5-3600?chipset=a320',
        '有声明称 AMD A320 不支持你的处理器所属的系列，但你的主板正在运行 AMD Ryzen 5 3600。',
        '请在上方选择你的主板：如有厂商页面，我们会链接到它的 CPU 支持列表。',
        '请查看主板的 CPU 支持列表：来源称 AMD A320 不支持，但你的主板正在运行这一系列',
      ],
    ] as const) {
      const page = await html(url);
      t.match(page, runs, `${url}: the board runs the owner's processor`);
      t.match(page, "Tom's Hardware", `${url}: the statement, with its source`);
      t.match(page, check, `${url}: the board's CPU support list decides, and how to reach it`);
      const all = await allCards(url);
      for (const p of sameLine) {
        const card = all.find((entry) => entry.name === p.name);
        t.equal(card?.section, 'check-board', `${url}: ${p.name} is not ruled out but "check the board's list"`);
      }
      t.notOk(
        all.some((card) => card.section === 'ruled-out' && sameLine.some((p) => p.name === card.name)),
        `${url}: none of the line ruled out`,
      );
      t.match(await html(`${url}&page=2`), `<h3>${section}`, `${url}: the group says why`);
    }
    // A board whose maker's page we have: the callout links it.
    const board = catalogue.platforms.boardIndex!.boards.find((b) => b.socket === 'am4' && b.chipset === 'b550' && b.makerUrl && b.memory.type === 'DDR4')!;
    const onBoard = await html(`/en/upgrade/amd/ryzen-5-2600?board=${board.id}`);
    const callout = /<div class="platform-callout upgrade-owner-runs">(.*?)<\/div>/s.exec(onBoard)?.[1] ?? '';
    t.match(callout, 'yet your board runs your AMD Ryzen 5 2600', 'B550 is stated not to take Ryzen 2000, yet this board runs a 2600');
    t.match(callout, `href="${board.makerUrl!.replaceAll('&', '&amp;')}"`, "the link to the board maker's page, its CPU support list");
    // Where the chipset takes the owner's line, nothing of the kind is said.
    t.notMatch(await html('/en/upgrade/amd/ryzen-5-3600?chipset=b450'), 'upgrade-owner-runs');
  },
);

t.test(
  'GET /en/upgrade/amd/ryzen-threadripper-2950x (and in Chinese): the owner has no Blender figure, so the candidates are listed by their own, never "none faster"',
  async (t) => {
    const owned = amd('ryzen-threadripper-2950x');
    t.equal(ordering('blender', owned), null, 'the 2950X has no Blender figure');
    const withFigure = catalogue.platforms
      .processorsOn('str4')
      .filter((p) => p !== owned && ordering('blender', p) !== null)
      .sort((a, b) => ordering('blender', b)!.score - ordering('blender', a)!.score);
    t.same(
      withFigure.slice(0, 2).map((p) => p.name),
      ['Ryzen Threadripper 2990WX', 'Ryzen Threadripper 2970WX'],
    );
    for (const [url, missing, none] of [
      [
        '/en/upgrade/amd/ryzen-threadripper-2950x',
        'The AMD Ryzen Threadripper 2950X has no figure in multi-thread rendering (Blender), so no gain can be worked out there',
        /No processor on the sTR4 socket is faster|beats the/,
      ],
      ['/upgrade/amd/ryzen-threadripper-2950x', 'AMD Ryzen Threadripper 2950X 没有多线程渲染（Blender）成绩，因此无法计算这一项的提升', /插槽上没有处理器在/],
    ] as const) {
      const page = await html(url);
      t.match(page, missing, `${url}: says the owner's figure is missing`);
      t.notMatch(page, none, `${url}: no "no faster processor" sentence`);
      const shown = cards(page);
      // Listed by where they stand on the owner's board first (the 1000 series is stated to run on X399, the
      // 2000 series is not stated), then best first: every one with a figure is there.
      t.same(shown.map((card) => card.name).sort(), withFigure.map((p) => p.name).sort(), `${url}: every sTR4 part with a Blender figure`);
      const headline = (name: string) => shown.find((card) => card.name === name)?.headline;
      t.same(
        [headline('Ryzen Threadripper 2990WX'), headline('Ryzen Threadripper 2970WX')],
        ['455.3 Blender', '410.9 Blender'],
        `${url}: each by its own figure, no gain`,
      );
      listedMatches(t, page, url);
    }
  },
);

t.test(
  'GET /en/upgrade/amd/ryzen-7-5800x: multi-thread orders by Blender and marks the slower per core; ?goal=single orders by the single-thread index; no hardinfo2 test is ever the basis',
  async (t) => {
    for (const [url, benchmark, other, orderWords] of [
      ['/en/upgrade/amd/ryzen-7-5800x', 'blender', 'single-thread-index', 'Ordered by the gain in multi-thread rendering (Blender)'],
      ['/upgrade/amd/ryzen-7-5800x', 'blender', 'single-thread-index', '按多线程渲染（Blender）的提升排序'],
      ['/en/upgrade/amd/ryzen-7-5800x?chipset=x570', 'blender', 'single-thread-index', 'Ordered by the gain in multi-thread rendering (Blender)'],
      ['/en/upgrade/amd/ryzen-7-5800x?goal=single', 'single-thread-index', 'blender', null],
      ['/en/upgrade/amd/ryzen-7-3700x?goal=single', 'single-thread-index', 'blender', 'Ordered by the gain in the single-thread index'],
      ['/upgrade/amd/ryzen-7-3700x?goal=single', 'single-thread-index', 'blender', '按单线程指数的提升排序'],
    ] as const) {
      const page = await html(url);
      const me = amd(url.split('/').at(-1)!.split('?')[0]!);
      const mine = ordering(benchmark, me);
      const shown = cards(page);
      if (orderWords) t.match(page, orderWords, `${url}: the line says what orders it`);
      // The 5800X's single-thread tests make no index (one of them ranks it): the candidates are listed by their own figures.
      if (!mine) t.match(page, `The AMD ${me.name} has no figure in`, `${url}: says the owner's figure is missing`);
      // Within a section, by the goal's figure; those about the same apart, after the faster ones.
      shown.forEach((card, i) => {
        const p = catalogue.platforms.processorsOn('am4').find((entry) => entry.name === card.name)!;
        const theirs = ordering(benchmark, p)!;
        const before = shown[i - 1];
        if (before && before.section === card.section) {
          const prior = catalogue.platforms.processorsOn('am4').find((entry) => entry.name === before.name)!;
          t.ok(ordering(benchmark, prior)!.score >= theirs.score, `${url}: ${before.name} before ${card.name}`);
        }
        if (!mine) return;
        t.equal(card.section === 'too-close', separation('higher', theirs, mine) === 'too-close', `${url}: ${card.name} apart only when too close to tell`);
        t.ok(theirs.score > mine.score, `${url}: ${card.name} has the higher figure`);
        const [myOther, theirOther] = [ordering(other, me), ordering(other, p)];
        t.equal(
          card.marked,
          Boolean(myOther && theirOther && separation('higher', myOther, theirOther) === 'better'),
          `${url}: ${card.name} marked exactly when separation() says it is slower in ${other}`,
        );
      });
      t.ok(
        shown.every((card) =>
          card.headline.endsWith(benchmark === 'blender' ? 'Blender' : url.startsWith('/en') ? 'Single-thread index (derived)' : '单线程指数（派生）'),
        ),
        `${url}: every headline names the goal's benchmark`,
      );
      t.notMatch(page, /SysBench|Blowfish|Raytracing|光线追踪/, `${url}: no hardinfo2 test named, let alone as the basis`);
      listedMatches(t, page, url);
    }
  },
);

t.test('GET /upgrade/amd/ryzen-7-3700x?goal=single: gains in the index are its points, never a percentage, and buy nothing per dollar', async (t) => {
  for (const [url, unit] of [
    ['/en/upgrade/amd/ryzen-7-3700x?goal=single', 'points'],
    ['/upgrade/amd/ryzen-7-3700x?goal=single', '点'],
  ] as const) {
    const shown = cards(await html(url));
    t.ok(shown.length > 0, `${url}: candidates`);
    for (const card of shown) t.match(card.headline, new RegExp(`^\\+[\\d.,]+ ${unit} `), `${url}: ${card.name} gains in points`);
    t.notMatch(await html(url), /% per \$100 at launch|每 100 美元首发价 [+-]/, `${url}: no gain per dollar`);
  }
  // Blender's ratio is a ratio of speeds: its gains stay percentages.
  t.ok(cards(await html('/en/upgrade/amd/ryzen-7-3700x')).every((card) => /^\+[\d.,]+% Blender$/.test(card.headline)));
});

t.test('GET /en/upgrade/amd/ryzen-7-5800x: no index of its own, so the page does not promise to mark candidates below it on one thread', async (t) => {
  t.equal(ordering('single-thread-index', amd('ryzen-7-5800x')), null, 'the case: the 5800X has no index');
  t.notMatch(await html('/en/upgrade/amd/ryzen-7-5800x'), 'is marked “slower on one thread”');
  t.match(await html('/en/upgrade/amd/ryzen-7-3700x'), 'is marked “slower on one thread”', 'the 3700X has one, and the page says so');
});

t.test('a candidate faster in Blender but slower on one thread by ranges apart is marked so, in both languages', async (t) => {
  // Found in the data rather than named: an owner and a candidate on one socket, the candidate's Blender
  // figure higher, its index range wholly below the owner's.
  const pairs = catalogue.processors.flatMap((owner) => {
    const mine = [ordering('blender', owner), ordering('single-thread-index', owner)] as const;
    if (!mine[0] || !mine[1] || !owner.socket) return [];
    return catalogue.platforms.processorsOn(owner.socket.toLowerCase()).flatMap((p) => {
      const theirs = [ordering('blender', p), ordering('single-thread-index', p)] as const;
      return p !== owner && theirs[0] && theirs[1] && theirs[0].score > mine[0]!.score && separation('higher', mine[1]!, theirs[1]) === 'better'
        ? [[owner, p] as const]
        : [];
    });
  });
  t.ok(pairs.length > 0, `${pairs.length} such pairs in the data`);
  const [owner, candidate] = pairs[0]!;
  for (const [prefix, mark] of [
    ['/en', 'slower on one thread'],
    ['', '单线程更慢'],
  ] as const) {
    const page = await html(`${prefix}/upgrade/${owner.vendor}/${owner.id}`);
    const card = cards(page).find((entry) => entry.name === candidate.name);
    t.ok(card?.marked, `${prefix || '/'}: the ${candidate.name} is marked for the ${owner.name}'s owner`);
    t.match(page, `<p class="upgrade-mark">${mark}</p>`);
  }
});

t.test('GET /upgrade/…?goal=: the goal survives the chipset form, JavaScript off; an unknown or default goal answers 301 to the tidy URL', async (t) => {
  for (const [base, reorder, apply] of [
    ['/en/upgrade/amd/ryzen-7-5800x', 'Reorder', 'Apply'],
    ['/upgrade/amd/ryzen-7-5800x', '重新排序', '应用'],
  ] as const) {
    const page = await html(`${base}?chipset=x570&goal=single`);
    const goalForm = /<form class="platform-form upgrade-goal"[^>]*>(.*?)<\/form>/s.exec(page)![1]!;
    t.match(goalForm, '<input type="radio" name="goal" checked="" value="single"/>', `${base}: the goal chosen is checked`);
    t.match(goalForm, '<input type="hidden" name="chipset" value="x570"/>', `${base}: the goal form keeps the chipset`);
    t.match(goalForm, `>${reorder}</button>`);
    const narrowForm = /<form class="platform-form" action="[^"]*" method="get">(.*?)<\/form>/s.exec(page)![1]!;
    t.match(narrowForm, '<input type="hidden" name="goal" value="single"/>', `${base}: the chipset form keeps the goal`);
    t.match(narrowForm, `>${apply}</button>`);
    t.match(page, `href="${base}?goal=single"`, `${base}: "every chipset" keeps the goal`);
    // What the forms submit without JavaScript, every field: a 301 to the tidy URL, the goal kept.
    for (const [asked, tidy] of [
      [`${base}?chipset=x570&board=&goal=single`, `${base}?chipset=x570&goal=single`],
      [`${base}?goal=single&chipset=x570`, `${base}?chipset=x570&goal=single`],
      [`${base}?goal=multi&chipset=x570`, `${base}?chipset=x570`],
      [`${base}?goal=nope`, base],
      [`${base}?chipset=&goal=SINGLE`, `${base}?goal=single`],
    ] as const) {
      const response = await get(asked);
      t.equal(response.statusCode, 301, asked);
      t.equal(response.headers.location, tidy, `${asked} → ${tidy}`);
    }
    t.equal((await get(`${base}?chipset=x570&goal=single`)).statusCode, 200, 'the tidy URL is the page');
  }
  // A payload is not redirected: an unknown goal is the default, never an error.
  const payload = await app.inject({ url: '/en/upgrade/amd/ryzen-7-5800x/_payload.json?x&goal=nope' });
  t.equal(payload.statusCode, 200);
  t.match(payload.json().parts.body, 'Ordered by the gain in multi-thread rendering (Blender)');
  const single = await app.inject({ url: '/en/upgrade/amd/ryzen-7-5800x/_payload.json?x&goal=single' });
  t.equal(single.json().search, '?goal=single');
});

/** The "BIOS update needed" caveats of a page, each whole. */
const biosCaveats = (page: string) => [...page.matchAll(/<li class="caveat caveat--bios-update">.*?<\/li>/g)].map((match) => match[0]);

t.test(
  "GET /en/upgrade/amd/ryzen-5-7600x?board=<a board whose listings dispute BIOS Flashback> (and in Chinese): the dispute is said, never Flashback, and each BIOS update says to check the maker's page first",
  async (t) => {
    const board = catalogue.platforms.board('asus-x670e-rog-crosshair-extreme-am5-ddr5-eatx')!;
    t.equal(board.flashbackDisputed, true, 'BuildCores lists the Crosshair X670E Extreme once with BIOS Flashback, once without');
    const en = await html(`/en/upgrade/amd/ryzen-5-7600x?board=${board.id}`);
    t.match(
      en,
      'Whether it has BIOS Flashback is disputed: of BuildCores\' 2 listings of this board, one has it and another does not. Before relying on it to update the BIOS without an older processor, <span class="flashback-disputed__check">check the maker\'s page</span>.',
    );
    t.match(en, `<option value="${board.id}" selected="">${board.name} (BIOS Flashback disputed)</option>`);
    t.notMatch(en, 'It has BIOS Flashback', 'never said to have it');
    t.notMatch(en, 'Your board has BIOS Flashback');
    const caveats = biosCaveats(en);
    t.ok(caveats.length > 0, `${caveats.length} candidates need a BIOS update on X670E (Ryzen 9000)`);
    for (const caveat of caveats) {
      t.match(
        caveat,
        'Whether your board has BIOS Flashback is disputed (its BuildCores listings disagree): before counting on an update without an older processor, <span class="flashback-disputed__check">check the maker\'s page</span>.',
      );
    }
    const zh = await html(`/upgrade/amd/ryzen-5-7600x?board=${board.id}`);
    t.match(
      zh,
      '它是否支持 BIOS 闪回存在争议：BuildCores 对这块主板有 2 条收录，一条记为支持，另一条记为不支持。打算靠 BIOS 闪回（无需旧处理器）更新 BIOS 之前，<span class="flashback-disputed__check">请查看厂商页面</span>。',
    );
    t.match(zh, `${board.name}（BIOS 闪回有争议）</option>`);
    t.notMatch(zh, '这块主板支持 BIOS 闪回');
    t.notMatch(zh, '你的主板支持 BIOS 闪回');
    t.equal(
      biosCaveats(zh).filter((caveat) =>
        caveat.includes(
          '你的主板是否支持 BIOS 闪回存在争议（BuildCores 的收录互相矛盾）：在指望无需旧处理器完成更新之前，<span class="flashback-disputed__check">请查看厂商页面</span>。',
        ),
      ).length,
      caveats.length,
    );
  },
);

t.test(
  'GET /en/upgrade/amd/ryzen-5-7600x?chipset=x670e (and in Chinese): disputed boards count neither as having BIOS Flashback nor as lacking it, and the count says how many there are',
  async (t) => {
    const boards = catalogue.platforms.boardIndex!.boards.filter((b) => b.socket === 'am5' && b.chipset === 'x670e');
    const yes = boards.filter((b) => b.biosFlashback === true).length;
    const disputed = boards.filter((b) => b.flashbackDisputed).length;
    t.ok(disputed > 0 && yes > 0, `${yes} with it, ${disputed} disputed, of ${boards.length}`);
    t.match(
      await html('/en/upgrade/amd/ryzen-5-7600x?chipset=x670e'),
      `${yes} of its ${boards.length} boards in the index have BIOS Flashback, which updates the BIOS without an older processor; for ${disputed} others BuildCores' listings disagree, so they are disputed and counted neither as having it nor as lacking it.`,
    );
    t.match(
      await html('/upgrade/amd/ryzen-5-7600x?chipset=x670e'),
      `主板库中该芯片组的 ${boards.length} 块主板里，有 ${yes} 块支持 BIOS 闪回，无需旧处理器即可更新 BIOS；另有 ${disputed} 块的 BuildCores 收录互相矛盾，存在争议，既不算支持，也不算不支持。`,
    );
  },
);

t.test(
  'GET /en/upgrade/amd/ryzen-5-7600x?board=<a board whose listings agree on BIOS Flashback> (and in Chinese): it has BIOS Flashback, said beside every BIOS update',
  async (t) => {
    const board = catalogue.platforms.boardIndex!.boards.find((b) => b.socket === 'am5' && b.aliases.length > 0 && b.biosFlashback === true)!;
    t.equal(board.flashbackDisputed, false);
    const en = await html(`/en/upgrade/amd/ryzen-5-7600x?board=${board.id}`);
    t.match(en, 'It has BIOS Flashback (BuildCores OpenDB): a BIOS update needs no older processor.');
    t.notMatch(en, 'Whether it has BIOS Flashback is disputed');
    t.notMatch(en, 'Whether your board has BIOS Flashback is disputed');
    const caveats = biosCaveats(en);
    t.ok(caveats.length > 0);
    for (const caveat of caveats) t.match(caveat, 'Your board has BIOS Flashback: it can take the update without an older processor.');
    const zh = await html(`/upgrade/amd/ryzen-5-7600x?board=${board.id}`);
    t.match(zh, '这块主板支持 BIOS 闪回（据 BuildCores OpenDB）：更新 BIOS 无需旧处理器。');
    t.notMatch(zh, '它是否支持 BIOS 闪回存在争议');
    t.notMatch(zh, '你的主板是否支持 BIOS 闪回存在争议');
    t.match(zh, '你的主板支持 BIOS 闪回：无需旧处理器即可完成更新。');
  },
);
