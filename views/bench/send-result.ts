import type { ModeScores } from '../../src/shared/bench/scores.js';
import type { Submission } from '../../src/shared/bench/submission.js';
import type { Locale } from '../../src/shared/locales.js';

/**
 * Sending a run (docs/bench.md, "Submitting"): the server's proof-of-work challenge, solved in a
 * worker of our own (client/bench/proof-of-work-worker.ts) so the page stays responsive, then the
 * result with the solution and the language the answer should speak. The server answers 201 with
 * whether the result counts or is held, its own scores and where the run stands among the
 * processor's results, or a 4xx with a message for the visitor.
 */
export const CHALLENGE_URL = '/api/bench/challenge';
export const RESULTS_URL = '/api/bench/results';

export interface ModeStanding {
  /** accepted results of this processor and engine family, this one included if it counts */
  results: number;
  median: number | null;
  /** how many of the others scored lower */
  above: number;
}

export interface BenchAnswer {
  status: 'accepted' | 'held';
  held?: { code: string; message: string };
  scores: { single: ModeScores; multi: ModeScores | null };
  standing: { single: ModeStanding; multi: ModeStanding | null } | null;
}

export type SendOutcome = { kind: 'answer'; answer: BenchAnswer } | { kind: 'refused'; status: number; message: string };

export async function sendResult(submission: Submission, lang: Locale, proofOfWorkWorkerUrl: string): Promise<SendOutcome> {
  const challengeResponse = await fetch(CHALLENGE_URL, { headers: { accept: 'application/json' } });
  if (!challengeResponse.ok) return refusal(challengeResponse);
  const pow = await solveInWorker(proofOfWorkWorkerUrl, await challengeResponse.json());
  const response = await fetch(RESULTS_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ submission, pow, lang }),
  });
  if (!response.ok) return refusal(response);
  return { kind: 'answer', answer: (await response.json()) as BenchAnswer };
}

/** The server's own message for a refusal (`{error: {code, message}}`), or its status when it has none. */
async function refusal(response: Response): Promise<SendOutcome> {
  const body = (await response.json().catch(() => null)) as { error?: { message?: unknown } } | null;
  const message = typeof body?.error?.message === 'string' ? body.error.message : '';
  return { kind: 'refused', status: response.status, message };
}

function solveInWorker(url: string, challenge: unknown): Promise<string> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(url);
    worker.onmessage = (event: MessageEvent<{ payload?: string; error?: string }>) => {
      worker.terminate();
      if (event.data.payload) resolve(event.data.payload);
      else reject(new Error(event.data.error ?? 'the proof-of-work failed'));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'the proof-of-work worker failed'));
    };
    worker.postMessage(challenge);
  });
}
