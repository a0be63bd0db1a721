import type { ProofOfWorkChallenge } from '../../shared/bench/proof-of-work.js';
import type { Submission } from '../../shared/bench/submission.js';

/**
 * What the command-line runner asks of the site: which catalogue processor the operating
 * system's name is (the search form's answer, which leads to a processor's page only when the
 * text names exactly one: the runner never guesses), the proof-of-work challenge, and the
 * submission's answer.
 */
export interface ProcessorRef {
  vendor: string;
  id: string;
}

/** The processor a name names, or null with the site's suggestions for it. */
export async function resolveProcessor(site: string, name: string): Promise<{ processor: ProcessorRef | null; suggestions: string[] }> {
  const response = await fetch(new URL(`/en/search?${new URLSearchParams({ q: name })}`, site), { redirect: 'manual' });
  const location = response.headers.get('location') ?? '';
  const page = /\/cpu\/([a-z]+)\/([a-z0-9-]+)$/.exec(new URL(location, site).pathname);
  if (page) return { processor: { vendor: page[1]!, id: page[2]! }, suggestions: [] };
  const answer = await fetch(new URL(`/api/search?${new URLSearchParams({ q: name, locale: 'en' })}`, site));
  const { results } = (await answer.json()) as { results: { vendor: string; id: string; name: string }[] };
  return { processor: null, suggestions: results.map((result) => `${result.vendor}:${result.id}  (${result.name})`) };
}

export async function challenge(site: string): Promise<ProofOfWorkChallenge> {
  const response = await fetch(new URL('/api/bench/challenge', site), { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`the site gave no challenge (HTTP ${response.status})`);
  return (await response.json()) as ProofOfWorkChallenge;
}

/** The server's answer, whatever its status: its JSON holds what to tell the contributor. */
export async function submit(site: string, body: { submission: Submission; pow: string; lang: 'zh' | 'en' }): Promise<{ status: number; answer: unknown }> {
  const response = await fetch(new URL('/api/bench/results', site), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  let answer: unknown = text;
  try {
    answer = JSON.parse(text);
  } catch {
    // not JSON: shown as the text it is
  }
  return { status: response.status, answer };
}
