/**
 * Open benchmark results: one score per processor from Blender Open Data, and where the numbers
 * come from. The score is the median, over at least three submissions, of the samples per minute
 * Blender's Cycles renderer reached on the CPU, summed over three scenes: multi-threaded rendering
 * throughput, higher is faster. It says nothing of games or single-thread speed, and every page
 * that shows it says so. Safe to import in the browser.
 */
export interface BenchmarkScore {
  /** samples per minute, summed over the snapshot's scenes (median of the submissions) */
  score: number;
  /** submissions the median is taken over */
  samples: number;
}

/** Where a set of scores comes from: shown beside every score. */
export interface BenchmarkSource {
  /** "Blender Open Data" */
  name: string;
  /** the Blender version every counted submission ran: "4.5.0" */
  version: string;
  /** the snapshot's date, YYYY-MM-DD */
  snapshot: string;
  /** the data's public home */
  url: string;
  /** an SPDX identifier: "CC0-1.0" */
  licence: string;
  licenceUrl: string;
  /** generated for a synthetic catalogue (`fake:N`): no real measurement */
  synthetic: boolean;
}

/** Fewer submissions than this and a score is marked "few samples": one odd machine moves it. */
export const FEW_SAMPLES = 10;

export function hasFewSamples(score: Pick<BenchmarkScore, 'samples'>): boolean {
  return score.samples < FEW_SAMPLES;
}
