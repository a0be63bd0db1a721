import type { BenchParts } from '../../src/shared/page-data/bench.js';
import { BenchRun } from '../bench/bench-run.js';
import type { PartComponents, PartProps } from '../view-module.js';
import { BenchAbout, BenchIntro } from './bench/bench-notes.js';
import { ProcessorPick } from './bench/processor-pick.js';

/**
 * The bench page's words, drawn here so the browser carries none of them, and the run as it is
 * before the browser's code arrives: the run's own first drawing, so nothing moves when the code
 * takes its place (views/pages/bench.tsx).
 */
const parts: PartComponents<BenchParts> = {
  intro: BenchIntro,
  pick: ProcessorPick,
  shell: ({ locale }: PartProps<BenchParts['shell']>) => <BenchRun processor={null} locale={locale} />,
  about: BenchAbout,
};
export default parts;
