import t from 'tap';
import { formatUSD, formatYuan } from '../../src/shared/format.js';

/** A yuan price is never written so that it could be read as yen or as a launch price in dollars. */
t.test('whole yuan: ¥ on Chinese pages, CN¥ on English ones', async (t) => {
  t.equal(formatYuan('zh', 1528), '¥1,528');
  t.equal(formatYuan('en', 1528), 'CN¥1,528');
  t.equal(formatYuan('en', 528.6), 'CN¥529', 'no fractions of a yuan');
  t.not(formatYuan('en', 199), formatUSD('en', 199), "never the dollars' sign");
});
