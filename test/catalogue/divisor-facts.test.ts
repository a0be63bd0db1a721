import t from 'tap';
import { divisorFactsOf } from '../../src/catalogue/divisor-facts.js';
import { standingsOf } from '../../src/catalogue/ladder.js';
import { loadCatalogue } from '../../src/catalogue/load.js';
import { readConfig } from '../../src/config.js';
import { perWattPower } from '../../src/shared/figure-metrics.js';
import type { Vendor } from '../../src/shared/processor.js';

/**
 * What the shipped catalogue's per-watt figures are divided by: Intel's Maximum Turbo Power where
 * the record states it, AMD's package power limit (PPT) for a desktop Ryzen on AM4 or AM5 of a
 * TDP class AMD states one for (data/platforms/power-limits.json), else the TDP, which says so.
 */
const catalogue = await loadCatalogue(undefined, readConfig({}).rootDir);
const blender = catalogue.findBenchmark('blender')!;
const spec2chip = catalogue.findBenchmark('specrate2017-int-base-2chip')!;
const find = (vendor: Vendor, id: string) => {
  const processor = catalogue.find(vendor, id);
  if (!processor) throw new Error(`the shipped catalogue has no ${vendor}:${id}`);
  return processor;
};
const powerOf = (vendor: Vendor, id: string, benchmark = blender) => perWattPower(benchmark.info, divisorFactsOf(catalogue, find(vendor, id)));

t.test('Intel: the Maximum Turbo Power the record states, not the Processor Base Power', async (t) => {
  t.same(powerOf('intel', 'core-i9-13900'), { watts: 219, basis: 'max-turbo-power' }, 'the i9-13900: 219 W, not its 65 W base');
  t.same(powerOf('intel', 'core-i9-13900f'), { watts: 219, basis: 'max-turbo-power' });
  t.same(powerOf('intel', 'core-i7-14700k'), { watts: 253, basis: 'max-turbo-power' }, 'the 14700K: 253 W, not its 125 W base');
  t.same(
    powerOf('intel', 'core-i9-9900k'),
    { watts: 119, basis: 'max-turbo-power' },
    "the 9900K: Intel's 119 W PL2 as TechPowerUp gives it, where ARK states none (docs/data.md)",
  );
  // The detail page reads the same: the figure over 219 W.
  const i9 = find('intel', 'core-i9-13900');
  const standing = standingsOf(catalogue, i9).find((entry) => entry.benchmark.id === 'blender')!;
  t.equal(standing.perWatt, blender.figureOf(i9)!.score / 219);
  t.same(standing.power, { watts: 219, basis: 'max-turbo-power' });
});

t.test('AMD: the package power limit AMD states for the socket and TDP class', async (t) => {
  t.same(powerOf('amd', 'ryzen-9-7950x'), { watts: 230, basis: 'package-power-limit' }, 'AM5, 170 W: 230 W');
  t.same(powerOf('amd', 'ryzen-9-9950x'), { watts: 230, basis: 'package-power-limit' });
  t.same(powerOf('amd', 'ryzen-7-7800x3d'), { watts: 162, basis: 'package-power-limit' }, 'AM5, 120 W: 162 W');
  t.same(powerOf('amd', 'ryzen-9-5950x'), { watts: 142, basis: 'package-power-limit' }, 'AM4, 105 W: 142 W');
  t.same(powerOf('amd', 'ryzen-5-5600x'), { watts: 88, basis: 'package-power-limit' }, 'AM4, 65 W: 88 W');
});

t.test('a part with only a TDP, or of a class no statement covers, is divided by the TDP and says so', async (t) => {
  t.same(
    powerOf('intel', 'core-i9-11900'),
    { watts: 65, basis: 'tdp' },
    'no Maximum Turbo Power in the record (11th gen: Intel recommends two PL2s, docs/data.md)',
  );
  t.same(powerOf('amd', 'ryzen-9-9950x3d2-dual-edition'), { watts: 200, basis: 'tdp' }, "AM5 at 200 W: a class AMD's statements do not name");
  t.same(powerOf('amd', 'ryzen-7-1800x'), { watts: 95, basis: 'tdp' }, 'AM4 at 95 W: likewise');
  t.same(powerOf('amd', 'ryzen-7-5700ge'), { watts: 35, basis: 'tdp' }, 'AM4 at 35 W: likewise');
  t.same(powerOf('amd', 'a12-9800'), { watts: 65, basis: 'tdp' }, 'an AM4 A-series part of 2016 is no Ryzen the statement speaks of');
  t.same(powerOf('amd', 'epyc-4564p'), { watts: 170, basis: 'tdp' }, 'an EPYC on AM5 is a server part: the desktop rule does not reach it');
});

t.test("a 2-chip system: twice the processor's rating, whichever it is", async (t) => {
  const twoChip = catalogue.processors.find((p) => spec2chip.figureOf(p) && p.tdpW);
  t.ok(twoChip, 'the shipped catalogue has a 2-chip figure');
  const own = perWattPower(blender.info, divisorFactsOf(catalogue, twoChip!))!;
  t.same(perWattPower(spec2chip.info, divisorFactsOf(catalogue, twoChip!)), { watts: 2 * own.watts, basis: own.basis });
});
