import t from 'tap';
import { loadCatalogue } from '../../src/catalogue/load.js';
import { readSearch } from '../../src/catalogue/search-intent.js';
import { readConfig } from '../../src/config.js';

/** What a search asks for: an upgrade, said in English or Chinese, around the processor's words. */
t.test('the upgrade intent, and the text left to name the processor', async (t) => {
  const cases = [
    ['upgrade 3600', 'upgrade', '3600'],
    ['Upgrade for my Ryzen 5 3600', 'upgrade', 'Ryzen 5 3600'],
    ['3600 upgrades', 'upgrade', '3600'],
    ['upgrading i7-6700k', 'upgrade', 'i7-6700k'],
    ['升级 3600', 'upgrade', '3600'],
    ['3600能升级什么', 'upgrade', '3600'],
    ['锐龙 5 3600 升级路线', 'upgrade', '锐龙 5 3600'],
    ['ryzen 5 3600', 'processor', 'ryzen 5 3600'],
    // "upgraded" and "upgrader" are other words; a name is never cut
    ['upgrader 3600', 'processor', 'upgrader 3600'],
    ['core i5 for gaming', 'processor', 'core i5 for gaming'],
  ] as const;
  for (const [query, intent, text] of cases) t.same(readSearch(query), { intent, text }, query);
});

t.test('likeliest: the one named, else the best whole-word match; never a prefix', async (t) => {
  const catalogue = await loadCatalogue(undefined, readConfig({}).rootDir);
  t.equal(catalogue.search.named('3600'), null, 'two processors have the model number 3600');
  t.equal(catalogue.search.likeliest('3600')?.id, 'ryzen-5-3600', 'the one whose name has fewest other words');
  t.equal(catalogue.search.likeliest('ryzen 5 pro 3600')?.id, 'ryzen-5-pro-3600');
  t.equal(catalogue.search.likeliest('14900k')?.id, 'core-i9-14900k');
  t.equal(catalogue.search.likeliest('1490'), null, 'a model number not finished names nothing');
  t.equal(catalogue.search.likeliest('zzzz'), null);
});
