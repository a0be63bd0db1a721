import t from 'tap';
import { claimReload, RELOAD_STORAGE_KEY } from '../../client/chunk-reload.js';

/** The once-per-path-per-10-seconds rule of client/chunk-reload.ts, with a Map for sessionStorage. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

t.test('the first failure of a path may reload; a second within 10 s may not', async (t) => {
  const storage = memoryStorage();
  t.equal(claimReload(storage, '/cpu/amd/ryzen-7-7800x3d', 1_000), true);
  t.same(JSON.parse(storage.items.get(RELOAD_STORAGE_KEY)!), { path: '/cpu/amd/ryzen-7-7800x3d', expires: 11_000 });
  t.equal(claimReload(storage, '/cpu/amd/ryzen-7-7800x3d', 10_999), false, '9.999 s later: no');
});

t.test('10 s after, the same path may reload again', async (t) => {
  const storage = memoryStorage();
  claimReload(storage, '/lib', 0);
  t.equal(claimReload(storage, '/lib', 10_000), true, '10 s later: yes');
});

t.test('another path is not held back by the last one', async (t) => {
  const storage = memoryStorage();
  claimReload(storage, '/lib', 0);
  t.equal(claimReload(storage, '/en/lib', 1), true);
  t.equal(claimReload(storage, '/lib?q=ryzen', 2), true, 'the query is part of the path');
});

t.test('storage that cannot be written never allows a loop', async (t) => {
  const broken = {
    getItem: () => null,
    setItem: () => {
      throw new Error('QuotaExceededError');
    },
  };
  t.equal(claimReload(broken, '/lib', 0), false, 'a reload it cannot remember is refused');
});

t.test('junk in the storage counts as no earlier reload', async (t) => {
  const storage = memoryStorage();
  storage.items.set(RELOAD_STORAGE_KEY, '{not json');
  t.equal(claimReload(storage, '/lib', 0), true);
  t.equal(claimReload(storage, '/lib', 1), false, 'and is replaced by a real record');
});
