import type { Processor } from '../processor.js';

/**
 * CPU Atlas Bench's page (/bench): the server draws the frame and the processor the visitor
 * picked; the browser runs the suite (views/bench/). `?cpu=amd:ryzen-7-7800x3d` is a pick, as the
 * search field's suggestions and every detail page's link make it; `?q=` is the field's text sent
 * without a suggestion chosen, which leads to the pick when it names one processor.
 */
export interface BenchData {
  processor: BenchProcessor | null;
  /** the field's text when it named no one processor, with the closest ones to pick from */
  asked: { q: string; candidates: BenchProcessor[] } | null;
}

/** A processor as the bench shows and checks it: its logical processors against the browser's count. */
export interface BenchProcessor extends Pick<Processor, 'vendor' | 'id' | 'name' | 'cores' | 'threads'> {
  /** "AMD Ryzen 7 7800X3D" */
  fullName: string;
}
