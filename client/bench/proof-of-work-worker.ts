import { solveProofOfWork, type ProofOfWorkChallenge } from '../../src/shared/bench/proof-of-work.js';

/** Solves the submission's proof-of-work off the page's thread (views/bench/), answering ALTCHA's payload. */
addEventListener('message', (event: MessageEvent<ProofOfWorkChallenge>) => {
  solveProofOfWork(event.data).then(
    (payload) => postMessage({ payload }),
    (error: unknown) => postMessage({ error: String(error) }),
  );
});
