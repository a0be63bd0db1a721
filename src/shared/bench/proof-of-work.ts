import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey as pbkdf2Key } from 'altcha-lib/algorithms/web/pbkdf2';
import { deriveKey as shaKey } from 'altcha-lib/algorithms/web/sha';

/**
 * Solving the server's proof-of-work challenge (GET /api/bench/challenge), with ALTCHA's solver
 * and the Web Crypto key derivations — which a browser's worker and Node 20 both have, so the
 * page and the command-line runner solve alike and nothing is loaded from anywhere but our own
 * origin. The answer is ALTCHA's payload as its widget sends it: the challenge and the solution,
 * as JSON in base64.
 */
export type ProofOfWorkChallenge = Challenge;

export async function solveProofOfWork(challenge: Challenge): Promise<string> {
  const deriveKey = challenge.parameters.algorithm.startsWith('PBKDF2/') ? pbkdf2Key : shaKey;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the proof-of-work was not solved in time');
  const { codeChallenge: _image, ...signed } = challenge;
  return btoa(JSON.stringify({ challenge: signed, solution }));
}
