import t from 'tap';
import { gainPerLaunchDollar, metricValue, metricsOf, perWattPower } from '../../src/shared/figure-metrics.js';

/**
 * What a figure is divided by: the system it was measured on (a 2-chip SPECrate figure by twice the
 * processor's power and twice the launch price), the power as its vendor states it (Maximum Turbo
 * Power, a package power limit, else the TDP), no per-watt value for one thread's speed, and
 * nothing for a figure where lower is better.
 */
const ratings = { maxTurboPowerW: null, packagePowerW: null };
const epyc = { tdpW: 360, launchPriceUSD: 11805, ...ratings };
const twoChip = { direction: 'higher', scope: 'multi-thread', chips: 2 } as const;
const oneChip = { direction: 'higher', scope: 'multi-thread', chips: 1 } as const;
const singleThread = { direction: 'higher', scope: 'single-thread', chips: 1 } as const;

t.test("a 2-chip system figure is divided by the system's watts and price: twice the processor's", async (t) => {
  t.equal(metricValue('per-watt', twoChip, epyc, 1800), 1800 / 720);
  t.equal(metricValue('per-dollar', twoChip, epyc, 1800), 1800 / 23610);
  t.equal(metricValue('per-watt', oneChip, epyc, 950), 950 / 360, "a 1-chip system: the processor's own");
  t.equal(metricValue('score', twoChip, epyc, 1800), 1800, 'the figure itself is never divided per chip');
  t.equal(gainPerLaunchDollar(twoChip, epyc, 0.5), 0.5 / 23610, 'an upgrade of a 2-chip system buys two processors');
  t.equal(gainPerLaunchDollar(oneChip, { launchPriceUSD: null }, 0.5), null);
});

t.test('single-thread figures have no per-watt value; per launch dollar stays', async (t) => {
  t.same(metricsOf(singleThread), ['score', 'per-dollar']);
  t.equal(
    metricValue('per-watt', singleThread, { tdpW: 6, launchPriceUSD: 128, ...ratings }, 1200),
    null,
    'a Processor N100 does not top a per-watt ladder for its 6 W',
  );
  t.equal(metricValue('per-dollar', singleThread, { tdpW: 6, launchPriceUSD: 128, ...ratings }, 1200), 1200 / 128);
  t.same(metricsOf(oneChip), ['score', 'per-watt', 'per-dollar']);
});

t.test('lower is better: neither per watt nor per dollar; an unknown TDP or price: no value', async (t) => {
  const time = { direction: 'lower', scope: 'multi-thread', chips: 1 } as const;
  t.same(metricsOf(time), ['score']);
  t.equal(metricValue('per-dollar', time, epyc, 30), null);
  t.equal(metricValue('per-watt', oneChip, { tdpW: null, launchPriceUSD: 100, ...ratings }, 30), null);
  t.equal(metricValue('per-dollar', oneChip, { tdpW: 65, launchPriceUSD: null, ...ratings }, 30), null);
});

t.test('per watt divides by the first rating stated: Maximum Turbo Power, the package power limit, the TDP; and says which', async (t) => {
  const i9 = { tdpW: 65, maxTurboPowerW: 219, packagePowerW: null, launchPriceUSD: 549 };
  const ryzen = { tdpW: 170, maxTurboPowerW: null, packagePowerW: 230, launchPriceUSD: 699 };
  const older = { tdpW: 95, maxTurboPowerW: null, packagePowerW: null, launchPriceUSD: 488 };
  t.same(perWattPower(oneChip, i9), { watts: 219, basis: 'max-turbo-power' }, 'not the 65 W base');
  t.equal(metricValue('per-watt', oneChip, i9, 400), 400 / 219);
  t.same(perWattPower(oneChip, ryzen), { watts: 230, basis: 'package-power-limit' }, 'not the 170 W TDP');
  t.same(perWattPower(oneChip, older), { watts: 95, basis: 'tdp' }, 'a TDP alone, and the basis says so');
  t.same(perWattPower(twoChip, ryzen), { watts: 460, basis: 'package-power-limit' }, 'a 2-chip system: twice the rating');
  t.equal(perWattPower(oneChip, { tdpW: null, maxTurboPowerW: null, packagePowerW: null }), null);
});
