// A module (nothing to export): its names stay its own, not globals of every script.
export {};

/**
 * The report form's one script (src/corrections/report-page.ts): before the form is sent, it asks
 * our server for a proof-of-work challenge, has the bench's worker solve it off the page's thread
 * (client/bench/proof-of-work-worker.ts), puts the answer in the form's `pow` field and sends the
 * form as the browser would have. Whatever fails, the form is sent anyway: without a proof it
 * goes the JavaScript-off way, by its signed token, and the server says what it thinks of it.
 */
const CHALLENGE_URL = '/api/bench/challenge';

for (const form of document.querySelectorAll<HTMLFormElement>('form[data-report-form]')) {
  let solving = false;
  form.addEventListener('submit', (event) => {
    const pow = form.elements.namedItem('pow');
    if (!(pow instanceof HTMLInputElement) || pow.value !== '' || solving || !form.checkValidity()) return;
    event.preventDefault();
    solving = true;
    const button = form.querySelector('button[type="submit"]');
    const status = form.querySelector('[data-report-status]');
    if (button instanceof HTMLButtonElement) button.disabled = true;
    if (status) status.textContent = form.dataset.working ?? '';
    solve(form.dataset.worker ?? '')
      .then((payload) => {
        pow.value = payload;
      })
      .catch(() => {
        /* sent without a proof: the token's way */
      })
      .finally(() => form.submit());
  });
}

async function solve(workerUrl: string): Promise<string> {
  const response = await fetch(CHALLENGE_URL, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`challenge: ${response.status}`);
  const challenge: unknown = await response.json();
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerUrl);
    worker.onmessage = (event: MessageEvent<{ payload?: string; error?: string }>) => {
      worker.terminate();
      if (event.data.payload) resolve(event.data.payload);
      else reject(new Error(event.data.error ?? 'not solved'));
    };
    worker.onerror = () => {
      worker.terminate();
      reject(new Error('the worker failed'));
    };
    worker.postMessage(challenge);
  });
}
