import type { Page } from 'playwright-core';
import t from 'tap';
import { runtimeReady, withBrowser, type BrowserSite } from './browser.js';

/**
 * Text a visitor can read whole, on every kind of page, in both languages, on a phone and a desktop:
 * - no select cuts any of its options ("Deskto▾", "Launch date (descen▾");
 * - no text is cut off or runs out of its box, and no page scrolls sideways;
 * - no field's text runs under a button drawn over it (the browser's clear button:
 *   search-clear-button.test.ts);
 * - a Chinese label breaks between words or not at all: never inside a word ("TDP / 基础功|耗"), and no
 *   line holds a lone character ("只看有跑分|的");
 * - a library date is one line, in either language ("2026年3月2|日", "Nov 7,|2024");
 * - a number, a price or a figure with its unit is one line ("US$38|4", "5.1|GHz", "35|W"), so is a
 *   pair of counts ("18 /|18" cores and threads), and a
 *   table's cell holds what it shows (a header's link that runs into the next column: "最大加速频").
 * Lines are found by measuring each character with Range.getClientRects (a block on one line is known by
 * one Range over it); words by Intl.Segmenter.
 * And a processor's SPEC results read at either width without scrolling sideways.
 */
const WIDTHS = [390, 1440] as const;
type Width = (typeof WIDTHS)[number];
/**
 * The width each language's pages are loaded at before they are resized to the other: every page
 * arrives at each width once, in one language or the other, and is resized both ways.
 */
const ARRIVAL = { zh: 390, en: 1440 } as const satisfies Record<'zh' | 'en', Width>;
const PAGES = [
  '/',
  '/lib',
  '/lib?vendor=amd&segment=workstation',
  '/cpu/intel/core-i9-14900k',
  '/compare?ids=amd:ryzen-7-7800x3d,intel:core-i9-14900k',
  '/ladder?segment=server&metric=per-dollar',
  '/ladder?metric=per-yuan&cny_max=1500',
  '/lib?cny_max=1500&sort=-price-cny',
  '/socket/lga1700',
  '/upgrade/amd/ryzen-5-3600',
  '/cpu/intel/xeon-silver-4110',
  '/cpu/apple/m3',
  '/bench',
  '/changes',
  '/report/amd/ryzen-5-3600',
  '/no-such-page',
];
/** Pages whose controls differ without JavaScript (the sort control's button, the add field's form). */
const PLAIN_PAGES = ['/lib', '/lib?vendor=amd&segment=workstation', '/compare?ids=amd:ryzen-7-7800x3d,intel:core-i9-14900k'];
const localized = (path: string, locale: 'zh' | 'en') => (locale === 'zh' ? path : path === '/' ? '/en' : `/en${path}`);

/** Runs in the page: every fault of the kinds above, one line each. Folded parts are opened first. */
function textFaults(): string[] {
  const faults: string[] = [];
  const name = (element: Element) =>
    `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${[...element.classList].map((c) => `.${c}`).join('')}`;
  const ownText = (element: Element) => [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim());
  // Text only a screen reader gets (a box of 1 × 1 px, or inside one: a phone table's header row) is not on show.
  const shown = (element: Element) => {
    if (!element.checkVisibility({ visibilityProperty: true }) || element.closest('svg')) return false;
    const box = element.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) return false;
    // (An ancestor with no box of its own, `display: contents`, measures 0 and hides nothing.)
    for (let at = element.parentElement; at && at !== document.body; at = at.parentElement) {
      const style = getComputedStyle(at);
      if (style.display === 'contents' || style.overflow === 'visible') continue;
      const around = at.getBoundingClientRect();
      if (around.width <= 1 || around.height <= 1) return false;
    }
    return true;
  };
  for (const details of document.querySelectorAll('details')) details.open = true;

  if (document.documentElement.scrollWidth > innerWidth)
    faults.push(`the page is ${document.documentElement.scrollWidth} px wide in a ${innerWidth} px window`);

  // Selects: a select draws its chosen option in its own box (its scrollWidth says nothing), so each
  // option is measured in the select's font against the room between its paddings.
  const context = document.createElement('canvas').getContext('2d')!;
  for (const select of document.querySelectorAll('select')) {
    if (!shown(select)) continue;
    const style = getComputedStyle(select);
    context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const cut = [...select.options]
      .map((option) => ({ text: option.text, width: context.measureText(option.text).width }))
      .filter(({ width }) => width > room + 0.5)
      .sort((a, b) => b.width - a.width);
    if (cut.length)
      faults.push(
        `select[name=${select.name}] cuts ${cut.length} of ${select.options.length} options, "${cut[0]!.text}" most (${Math.ceil(cut[0]!.width)} px in ${Math.floor(room)})`,
      );
  }

  for (const element of document.querySelectorAll('body *')) {
    if (!shown(element) || !ownText(element)) continue;
    const style = getComputedStyle(element);
    if (style.display === 'inline' || element.scrollWidth <= element.clientWidth + 1) continue;
    if (style.overflowX === 'auto' || style.overflowX === 'scroll') continue; // one may scroll to the rest
    const text = `"${element.textContent!.trim().slice(0, 40)}"`;
    faults.push(`${name(element)} ${style.overflowX === 'visible' && style.textOverflow !== 'ellipsis' ? 'runs out of its box' : 'is cut'}: ${text}`);
  }

  // A field with a button laid over its end: its text stops before the button.
  for (const input of document.querySelectorAll('input')) {
    const button = input.parentElement?.querySelector(':scope > button');
    if (!shown(input) || !button || getComputedStyle(button).position !== 'absolute') continue;
    const style = getComputedStyle(input);
    const textEnd = input.getBoundingClientRect().right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight);
    if (textEnd > button.getBoundingClientRect().left + 0.5) faults.push(`${name(input)}: its text runs under its button`);
  }

  // A cell whose contents (an inline link, a number) run past its edge, into the next column; not a
  // cell's menu, opened above (it pops up over the table).
  for (const cell of document.querySelectorAll('th, td')) {
    if (!shown(cell) || cell.querySelector('details') || cell.scrollWidth <= cell.clientWidth + 1) continue;
    const style = getComputedStyle(cell);
    if (style.overflowX === 'auto' || style.overflowX === 'scroll') continue;
    faults.push(`${name(cell)} holds more than its column: "${cell.textContent!.trim().slice(0, 40)}"`);
  }

  // Numbers, prices and figures with their units, each on one line.
  const numbers = /(?:US\$|¥|\$)?\d[\d,.]*\d(?:[ \u00a0](?:GHz|MHz|W|MB|GB|KB|TB|nm|MT\/s)\b)?|\d[ \u00a0](?:GHz|MHz|W|MB|GB|KB|TB|nm)\b/g;
  const numberWalker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = numberWalker.nextNode(); node; node = numberWalker.nextNode()) {
    const text = node.textContent!;
    // (A name as its source gives it, marked not to be translated — a SPEC system's "2.10 GHz" — wraps as the name does.)
    if (!/\d/.test(text) || !node.parentElement || !shown(node.parentElement) || node.parentElement.closest('[translate="no"]')) continue;
    for (const match of text.matchAll(numbers)) {
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const lines = new Set([...range.getClientRects()].filter((box) => box.width > 0.5).map((box) => Math.round(box.top)));
      if (lines.size > 1) faults.push(`a number breaks over ${lines.size} lines in ${name(node.parentElement)}: "${match[0]}"`);
    }
  }

  // A word of Latin letters on one line: a narrow column breaking "Desktop" as "Deskto / p" reads as
  // two words (a hyphen the page wrote is a place to break, so a word is the letters between).
  const wordWalker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = wordWalker.nextNode(); node; node = wordWalker.nextNode()) {
    const text = node.textContent!;
    if (!/[A-Za-z]{3}/.test(text) || !node.parentElement || !shown(node.parentElement)) continue;
    for (const match of text.matchAll(/[A-Za-z][A-Za-z'’]{2,}/g)) {
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const lines = new Set([...range.getClientRects()].filter((box) => box.width > 0.5).map((box) => Math.round(box.top)));
      if (lines.size > 1) faults.push(`a word breaks over ${lines.size} lines in ${name(node.parentElement)}: "${match[0]}"`);
    }
  }

  // A pair of counts ("18 / 18" cores and threads) is one line: the page writes it in three text
  // nodes, so each element whose whole text is such a pair is measured as one.
  for (const element of document.querySelectorAll('td, dd, span')) {
    const text = element.textContent!.trim();
    if (!/^\d[\d,]*\s*\/\s*(?:\d[\d,]*|—)$/.test(text) || !shown(element)) continue;
    const range = document.createRange();
    range.selectNodeContents(element);
    const lines = new Set([...range.getClientRects()].filter((box) => box.width > 0.5).map((box) => Math.round(box.top)));
    if (lines.size > 1) faults.push(`a pair of counts breaks over ${lines.size} lines in ${name(element)}: "${text}"`);
  }

  for (const date of document.querySelectorAll('.library-table__date')) {
    if (!shown(date)) continue;
    const range = document.createRange();
    range.selectNodeContents(date);
    const lines = new Set([...range.getClientRects()].filter((box) => box.width > 0.5).map((box) => Math.round(box.top)));
    if (lines.size > 1) faults.push(`a date breaks over ${lines.size} lines: "${date.textContent}"`);
  }

  if (document.documentElement.lang.startsWith('zh')) {
    const cjk = /[\u3400-\u9fff]/;
    const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });
    const blocks = new Set<Element>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (cjk.test(node.textContent!) && node.parentElement && shown(node.parentElement)) blocks.add(node.parentElement);
    }
    for (const block of blocks) {
      // Most blocks are one line, which one Range over the whole block shows: if every box of its
      // contents (its text's, and its children's) sits within half the lowest box's height of the
      // others, less a pixel, each character sits on the first one's line as the grouping below
      // judges it, so the block has no break to look at and its characters need no measuring.
      const whole = document.createRange();
      whole.selectNodeContents(block);
      const boxes = [...whole.getClientRects()].filter((box) => box.width > 0.5);
      const tops = boxes.map((box) => box.top);
      if (Math.max(...tops) - Math.min(...tops) < Math.min(...boxes.map((box) => box.height)) / 2 - 1) continue;
      // The block's characters, each with the line it sits on.
      const characters: { character: string; top: number; height: number }[] = [];
      const inside = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
      for (let node = inside.nextNode(); node; node = inside.nextNode()) {
        for (let at = 0; at < node.textContent!.length; at++) {
          if (!node.textContent![at]!.trim()) continue;
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + 1);
          const box = range.getClientRects()[0];
          if (box && box.width > 0.5) characters.push({ character: node.textContent![at]!, top: box.top, height: box.height });
        }
      }
      const lines: string[] = [];
      let lineTop = -Infinity;
      for (const { character, top, height } of characters) {
        if (Math.abs(top - lineTop) < height / 2) lines[lines.length - 1] += character;
        else {
          lines.push(character);
          lineTop = top;
        }
      }
      if (lines.length < 2) continue;
      const shape = `${name(block)}: ${lines.join(' | ')}`;
      if (/^[\u3400-\u9fff][，。、：；）]?$/.test(lines.at(-1)!) && cjk.test(lines.at(-2)!.at(-1)!))
        faults.push(`a lone character on the last line of ${shape}`);
      // Chinese line-breaking rules: an opening bracket never ends a line, a closing one or a stop never starts one.
      if (lines.slice(0, -1).some((line) => /[（“《「]$/.test(line)) || lines.slice(1).some((line) => /^[）”》」，。、：；]/.test(line)))
        faults.push(`a bracket or stop on the wrong side of a break in ${shape}`);
      const text = lines.join('');
      if (text.length > 30) continue; // a label; longer text is prose
      const wordStarts = new Set([...segmenter.segment(text)].map((segment) => segment.index));
      let at = 0;
      for (const line of lines.slice(0, -1)) {
        at += line.length;
        if (!wordStarts.has(at) && cjk.test(text[at - 1]!) && cjk.test(text[at]!)) {
          faults.push(`a break inside a word in ${shape}`);
          break;
        }
      }
    }
  }
  return faults;
}

/**
 * A page's faults at each width, from one load. The checks look only at layout, which a resize lays out
 * again as a load at the new width would: the page's script draws nothing by the window's width but the
 * widgets' SVG, which CSS sizes to its box and whose insides the checks do not read. The page is loaded
 * as a visitor would at `arrival`, read, then resized to the other width and read again.
 */
async function faultsAtEachWidth(page: Page, path: string, arrival: Width, javaScriptEnabled: boolean): Promise<Record<Width, string[]>> {
  const faults = {} as Record<Width, string[]>;
  for (const width of [arrival, ...WIDTHS.filter((other) => other !== arrival)]) {
    await page.setViewportSize({ width, height: 900 });
    if (width === arrival) {
      await page.goto(path);
      // (the pages written apart from the route table, /changes and the report form, load no site script)
      if (javaScriptEnabled && (await page.locator('script[type="module"]').count())) await runtimeReady(page);
    }
    await page.evaluate(() => document.fonts.ready);
    faults[width] = (await page.evaluate(textFaults)).map((fault) => `${path}: ${fault}`);
  }
  return faults;
}

await withBrowser(t, (site: BrowserSite) => {
  for (const javaScriptEnabled of [true, false]) {
    const paths = javaScriptEnabled ? PAGES : PLAIN_PAGES;
    const what = javaScriptEnabled ? 'with JavaScript, no page cuts text or strands a character' : 'without JavaScript, the library and compare read whole too';
    t.test(`${what}, at ${WIDTHS.join(' and ')} px, in either language`, async (t) => {
      const page = await site.newPage(t, { javaScriptEnabled });
      for (const locale of ['zh', 'en'] as const) {
        const faults = Object.fromEntries(WIDTHS.map((width) => [width, [] as string[]])) as Record<Width, string[]>;
        for (const path of paths) {
          const found = await faultsAtEachWidth(page, localized(path, locale), ARRIVAL[locale], javaScriptEnabled);
          for (const width of WIDTHS) faults[width].push(...found[width]);
        }
        for (const width of WIDTHS) t.same(faults[width], [], `${locale} at ${width} px: ${paths.length} pages read whole`);
      }
    });
  }

  t.test('the checks see the faults they look for', async (t) => {
    const page = await site.newPage(t, { viewport: { width: 1440, height: 900 } });
    await page.goto('/lib');
    await runtimeReady(page);
    await page.evaluate(() => {
      const main = document.querySelector('main')!;
      main.insertAdjacentHTML(
        'afterbegin',
        `
        <select name="cut" style="width: 5rem"><option>Workstation and more</option></select>
        <div style="width: 3.5em">基础功耗</div>
        <div style="width: 5.5em">只看有跑分的</div>
        <span style="display: block; width: 3em; overflow: hidden; white-space: nowrap">Launch date (descending)</span>
        <span style="display: block; width: 3em; white-space: nowrap">Launch date (descending)</span>
        <div style="width: 3000px; height: 1px"></div>
        <table><tr><td class="library-table__date" style="white-space: normal; display: block; width: 4em">2026年3月2日</td></tr></table>
        <div style="position: absolute; width: 1px; height: 1px; overflow: hidden"><div style="width: 3.5em">基础功耗</div></div>
        <p style="width: 2.5em">5.1 GHz</p><p style="width: 2em">US$38,400</p>
        <p style="width: 2.5em; overflow-wrap: anywhere">Desktop</p>
        <div style="width: 6em">单线程指数（<wbr>派生）</div>
        <table style="table-layout: fixed; width: 4em"><tr><td><span style="display: inline-block; width: 10em">wide</span></td></tr></table>`,
      );
    });
    const faults = await page.evaluate(textFaults);
    const seen = (pattern: RegExp) =>
      t.ok(
        faults.some((fault) => pattern.test(fault)),
        `seen: ${pattern}`,
      );
    seen(/^select\[name=cut\] cuts 1 of 1 options, "Workstation and more" most/);
    seen(/^a break inside a word in div: 基础功 \| 耗$/);
    seen(/^a lone character on the last line of div: 基础功 \| 耗$/);
    seen(/^a lone character on the last line of div: 只看有跑分 \| 的$/);
    seen(/^span is cut: "Launch date/);
    seen(/^span runs out of its box: "Launch date/);
    seen(/^the page is \d+ px wide/);
    seen(/^a date breaks over 2 lines: "2026年3月2日"$/);
    seen(/^a number breaks over 2 lines in p: "5.1 GHz"$/);
    seen(/^a number breaks over \d lines in p: "US\$38,400"$/);
    seen(/^td holds more than its column: "wide"$/);
    seen(/^a word breaks over \d lines in p: "Desktop"$/);
    seen(/^a bracket or stop on the wrong side of a break in div: 单线程指数（ \| 派生）$/);
    t.equal(faults.filter((fault) => fault.includes('基础功 | 耗')).length, 2, 'text inside a box only a screen reader gets is not read');
  });

  t.test("a processor's SPEC results read at 390 and 1440 px without scrolling sideways, in either language", async (t) => {
    const page = await site.newPage(t);
    for (const path of ['/cpu/intel/xeon-silver-4110', '/en/cpu/intel/xeon-silver-4110']) {
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        const lists = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLDetailsElement>('details.score-figure__results')].map((details) => {
            details.open = true;
            const frame = details.querySelector('.score-figure__results-frame')!;
            const box = frame.getBoundingClientRect();
            const cells = [...frame.querySelectorAll('th, td')];
            return {
              results: frame.querySelectorAll('tbody tr').length,
              sideways: frame.scrollWidth > frame.clientWidth + 1,
              outside: cells
                .filter((cell) => {
                  const at = cell.getBoundingClientRect();
                  return at.left < box.left - 0.5 || at.right > box.right + 0.5;
                })
                .map((cell) => cell.textContent!.slice(0, 30)),
              cut: cells.filter((cell) => cell.scrollWidth > cell.clientWidth + 1).map((cell) => cell.textContent!.slice(0, 30)),
            };
          }),
        );
        t.ok(lists.length >= 2 && lists.every((list) => list.results > 0), `${path} at ${width} px: ${lists.length} lists of results`);
        t.same(
          lists.filter((list) => list.sideways || list.outside.length || list.cut.length),
          [],
          `${path} at ${width} px: every column in sight, nothing cut`,
        );
      }
    }
  });
});
