import type { Processor } from '../processor.js';

/**
 * CPU Atlas Bench's page (/bench): the server draws the words around the run as parts (they never
 * reach the browser as code or messages); the browser runs the suite (views/bench/), in place of
 * the shell the server drew for it. `?cpu=amd:ryzen-7-7800x3d` is a pick, as the search field's
 * suggestions and every detail page's link make it; `?q=` is the field's text sent without a
 * suggestion chosen, which leads to the pick when it names one processor.
 */
export interface BenchData {
  processor: BenchProcessor | null;
}

/** A processor as the bench shows and checks it: its logical processors against the browser's count. */
export interface BenchProcessor extends Pick<Processor, 'vendor' | 'id' | 'name' | 'cores' | 'threads'> {
  /** "AMD Ryzen 7 7800X3D" */
  fullName: string;
}

export interface BenchParts {
  /** what the bench is, and that it needs JavaScript */
  intro: Record<string, never>;
  /** the processor picked and the field to pick one */
  pick: {
    processor: BenchProcessor | null;
    /** the field's text when it named no one processor, with the closest ones to pick from */
    asked: { q: string; candidates: BenchProcessor[] } | null;
  };
  /** the run before the browser's code takes it over: where it runs, unknown yet, and a start button that waits */
  shell: Record<string, never>;
  /** the command-line runner and what the score can and cannot tell */
  about: Record<string, never>;
}
