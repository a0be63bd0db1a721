import { Faker, base, en } from '@faker-js/faker';
import type { Processor } from '../shared/processor.js';
import type { ScoreFile } from './benchmark-file.js';

/**
 * Scores for a synthetic catalogue (`fake:N`), so the ladder and the score columns can be tried at
 * any size. Like the records they are seeded and plausible, and marked: the source says
 * synthetic, every page of a synthetic catalogue says so, and about a third of the processors get
 * no score, as in the real data. A score grows with cores (efficient cores count half), boost
 * clock and launch year, with noise.
 */
const SCORED_SHARE = 0.65;

export function generateScores(processors: readonly Processor[], seed = 1): ScoreFile {
  const faker = new Faker({ locale: [en, base] });
  faker.seed(seed);
  const scores: ScoreFile['scores'] = {};
  for (const p of processors) {
    if (!faker.datatype.boolean(SCORED_SHARE)) continue;
    const cores = p.performanceCores !== null && p.efficientCores !== null ? p.performanceCores + p.efficientCores / 2 : p.cores;
    const smt = (p.threads ?? p.cores) > p.cores ? 1.2 : 1;
    const year = p.launched ? Number(p.launched.slice(0, 4)) : 2018;
    const perCoreGHz = 4.5 * (1 + 0.07 * (year - 2015));
    const noise = faker.number.float({ min: 0.85, max: 1.15 });
    const score = Math.round(cores * smt * (p.boostClockGHz ?? 3.5) * perCoreGHz * noise * 1000) / 1000;
    const samples = Math.round(3 * Math.exp(faker.number.float({ min: 0, max: 5 })));
    scores[`${p.vendor}:${p.id}`] = { score, samples, device: `${p.vendor === 'amd' ? 'AMD' : 'Intel'} ${p.name}` };
  }
  return {
    benchmark: 'Blender Open Data',
    measure: 'Synthetic scores, generated for a synthetic catalogue: no processor was measured.',
    version: '4.5.0',
    snapshot: '2026-01-01',
    source: 'https://opendata.blender.org/',
    archive: null,
    licence: 'CC0-1.0',
    licenceUrl: 'https://creativecommons.org/publicdomain/zero/1.0/',
    scenes: ['classroom', 'junkshop', 'monster'],
    minimumSamples: 3,
    medians: null,
    scores,
  };
}
