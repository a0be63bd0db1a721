import t from 'tap';
import { DivisorColumns } from '../../src/catalogue/divisor-columns.js';
import { divisorFactsOf, type DivisorSources } from '../../src/catalogue/divisor-facts.js';
import { loadCatalogue } from '../../src/catalogue/load.js';
import { readConfig } from '../../src/config.js';

/**
 * The ladder keeps what each record's figures are divided by as columns, by the record's number in
 * its segment, and makes the facts object when a ranking asks: it must be the object
 * divisorFactsOf makes for that record — the same record, the same fields in the same order, and
 * null where there is none, which the columns keep apart from a 0.
 */
const catalogue = await loadCatalogue(undefined, readConfig({}).rootDir);
const { processors } = catalogue;

t.test("each member's facts are its own record's, null kept as null", async (t) => {
  // Every third record, from the last back: a member's number is never its place.
  const places = processors
    .map((_, place) => place)
    .filter((place) => place % 3 === 1)
    .reverse();
  const columns = new DivisorColumns(processors, places, catalogue);
  const made = places.map((_, member) => columns.at(member));
  t.equal(
    made.filter((facts, member) => JSON.stringify(facts) !== JSON.stringify(divisorFactsOf(catalogue, processors[places[member]!]!))).length,
    0,
    'every member as divisorFactsOf has it',
  );
  // Both kinds of each looked-up fact are there, so the comparison above has proved both.
  t.ok(made.some((facts) => facts.packagePowerW === null) && made.some((facts) => facts.packagePowerW !== null), 'with and without a package power limit');
  t.ok(made.some((facts) => facts.yuanNow === null) && made.some((facts) => facts.yuanNow !== null), 'with and without a price now');
});

t.test('a limit or a price of 0 stays 0, apart from none', async (t) => {
  const [first, second] = processors.filter((p) => !p.maxTurboPowerW);
  const sources = {
    platforms: { packagePowerOf: (p: unknown) => (p === first ? { watts: 0 } : null) },
    prices: { priceNow: (p: unknown) => (p === second ? { yuan: 0 } : { none: true }) },
  } as unknown as DivisorSources;
  const columns = new DivisorColumns(processors, [processors.indexOf(first!), processors.indexOf(second!)], sources);
  t.same([columns.at(0).packagePowerW, columns.at(0).yuanNow], [0, null]);
  t.same([columns.at(1).packagePowerW, columns.at(1).yuanNow], [null, 0]);
});

t.test('read gives the same facts as at, in one object filled again each time', async (t) => {
  const places = processors.map((_, place) => place).reverse();
  const columns = new DivisorColumns(processors, places, catalogue);
  const differing = places.filter((_, member) => JSON.stringify(columns.read(member)) !== JSON.stringify(columns.at(member)));
  t.equal(differing.length, 0, 'every member read as at makes it');
  t.equal(columns.read(0), columns.read(1), 'no object made per read: a ranking reads tens of thousands and keeps none');
});
