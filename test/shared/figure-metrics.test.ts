import t from 'tap';
import { gainPerLaunchDollar, metricValue, metricsOf } from '../../src/shared/figure-metrics.js';

/**
 * What a figure is divided by: the system it was measured on (a 2-chip SPECrate figure by twice the
 * TDP and twice the launch price), no per-watt value for one thread's speed, and nothing for a
 * figure where lower is better.
 */
const epyc = { tdpW: 360, launchPriceUSD: 11805 };
const twoChip = { direction: 'higher', scope: 'multi-thread', chips: 2 } as const;
const oneChip = { direction: 'higher', scope: 'multi-thread', chips: 1 } as const;
const singleThread = { direction: 'higher', scope: 'single-thread', chips: 1 } as const;

t.test('a 2-chip system figure is divided by the system\'s watts and price: twice the processor\'s', async (t) => {
  t.equal(metricValue('per-watt', twoChip, epyc, 1800), 1800 / 720);
  t.equal(metricValue('per-dollar', twoChip, epyc, 1800), 1800 / 23610);
  t.equal(metricValue('per-watt', oneChip, epyc, 950), 950 / 360, 'a 1-chip system: the processor\'s own');
  t.equal(metricValue('score', twoChip, epyc, 1800), 1800, 'the figure itself is never divided per chip');
  t.equal(gainPerLaunchDollar(twoChip, epyc, 0.5), 0.5 / 23610, 'an upgrade of a 2-chip system buys two processors');
  t.equal(gainPerLaunchDollar(oneChip, { launchPriceUSD: null }, 0.5), null);
});

t.test('single-thread figures have no per-watt value; per launch dollar stays', async (t) => {
  t.same(metricsOf(singleThread), ['score', 'per-dollar']);
  t.equal(metricValue('per-watt', singleThread, { tdpW: 6, launchPriceUSD: 128 }, 1200), null, 'a Processor N100 does not top a per-watt ladder for its 6 W');
  t.equal(metricValue('per-dollar', singleThread, { tdpW: 6, launchPriceUSD: 128 }, 1200), 1200 / 128);
  t.same(metricsOf(oneChip), ['score', 'per-watt', 'per-dollar']);
});

t.test('lower is better: neither per watt nor per dollar; an unknown TDP or price: no value', async (t) => {
  const time = { direction: 'lower', scope: 'multi-thread', chips: 1 } as const;
  t.same(metricsOf(time), ['score']);
  t.equal(metricValue('per-dollar', time, epyc, 30), null);
  t.equal(metricValue('per-watt', oneChip, { tdpW: null, launchPriceUSD: 100 }, 30), null);
  t.equal(metricValue('per-dollar', oneChip, { tdpW: 65, launchPriceUSD: null }, 30), null);
});
