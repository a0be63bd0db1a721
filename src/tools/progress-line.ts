/**
 * How far a long job has come, for whoever waits on it: done of total, the time so far and the
 * time it still expects to need at the pace so far. On a terminal it is one line rewritten in
 * place, a few times a second; anywhere else (a CI log, a file) a log cannot rewrite a line, so
 * it is a plain line every few seconds. Either way the last line says where it ended.
 */
export interface ProgressStream {
  write(text: string): unknown;
  isTTY?: boolean;
}

/** How often the line changes: in place on a terminal, as a new line in a log. */
const TERMINAL_EVERY_MS = 200;
const LOG_EVERY_MS = 5000;

/**
 * e.g. 'pages 3120/14244 (22%), 12 s so far, about 41 s to go'. `toGoMs` is null until there is
 * a pace to go by.
 */
export function progressText(what: string, done: number, total: number, elapsedMs: number, toGoMs: number | null): string {
  const percent = total === 0 ? 100 : Math.floor((done / total) * 100);
  const toGo = done === total ? 'done' : toGoMs === null ? 'working out the time to go' : `about ${seconds(toGoMs)} to go`;
  return `${what} ${done}/${total} (${percent}%), ${seconds(elapsedMs)} so far, ${toGo}`;
}

export class ProgressLine {
  #done = 0;
  #shownAt = -Infinity;
  /** when the first were done, and how many: the pace is taken from there, start-up left out */
  #first: { at: number; done: number } | null = null;

  /** `startedAt` is when the job began, by `now`'s clock; it may be before the total was known. */
  constructor(
    readonly what: string,
    readonly total: number,
    readonly stream: ProgressStream,
    readonly startedAt: number = performance.now(),
    readonly now: () => number = () => performance.now(),
  ) {
    this.#show();
  }

  /** `count` more done; shown when the last showing is old enough. */
  add(count: number): void {
    this.#done += count;
    this.#first ??= { at: this.now(), done: this.#done };
    if (this.now() - this.#shownAt >= (this.stream.isTTY ? TERMINAL_EVERY_MS : LOG_EVERY_MS)) this.#show();
  }

  /** The last line, whatever the time since the one before, ended so that other output follows it. */
  finish(): void {
    this.#show();
    if (this.stream.isTTY) this.stream.write('\n');
  }

  #show(): void {
    const now = (this.#shownAt = this.now());
    const first = this.#first;
    const toGo = first && this.#done > first.done ? ((now - first.at) / (this.#done - first.done)) * (this.total - this.#done) : null;
    const text = progressText(this.what, this.#done, this.total, now - this.startedAt, toGo);
    // On a terminal: back to the line's start, the text, and whatever the longer line before left cleared.
    this.stream.write(this.stream.isTTY ? `\r${text}\x1b[K` : `${text}\n`);
  }
}

function seconds(ms: number): string {
  return `${Math.round(ms / 1000)} s`;
}
