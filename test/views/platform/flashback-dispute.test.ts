import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import t from 'tap';
import '../../../src/messages.js';
import { FlashbackDispute } from '../../../views/parts/platform/flashback-dispute.js';

/**
 * A disputed BIOS Flashback sends the visitor to the maker's page: linked where the board index has
 * one. No disputed board in the shipped snapshot has one, so the link is checked here, in both
 * languages; the pages' tests check the words without it.
 */
const render = (locale: 'zh' | 'en', makerUrl: string | null) =>
  renderToStaticMarkup(createElement(FlashbackDispute, { message: 'socket.flashbackDisputed', makerUrl, locale })).replaceAll('&#x27;', "'");

t.test("the maker's page is linked where the board has one", async (t) => {
  const url = 'https://www.maker.example/board/cpu-support';
  t.equal(
    render('en', url),
    `<span class="flashback-disputed">Disputed: one BuildCores listing says yes, another no — <a href="${url}" rel="nofollow noopener" class="external flashback-disputed__check">check the maker's page</a></span>`,
  );
  t.equal(
    render('zh', url),
    `<span class="flashback-disputed">有争议：BuildCores 的一条收录说有，另一条说没有——<a href="${url}" rel="nofollow noopener" class="external flashback-disputed__check">请查看厂商页面</a></span>`,
  );
});

t.test("without a maker's page the advice stands, unlinked", async (t) => {
  t.equal(
    render('en', null),
    '<span class="flashback-disputed">Disputed: one BuildCores listing says yes, another no — <span class="flashback-disputed__check">check the maker\'s page</span></span>',
  );
  t.equal(
    render('zh', null),
    '<span class="flashback-disputed">有争议：BuildCores 的一条收录说有，另一条说没有——<span class="flashback-disputed__check">请查看厂商页面</span></span>',
  );
});
