import t from 'tap';
import { rememberLocaleSwitch } from '../../client/locale-cookie.js';
import { themeControl } from '../../views/layout/theme-control.js';
import { stubGlobal, type HasTeardown } from '../fake-browser.js';

/**
 * The two cookies the browser writes, read back as the string given to document.cookie: the
 * language chosen with the switch and the theme chosen with the toggle, each kept 365 days
 * (Max-Age=31536000), for the whole site, sent on top-level navigation, Secure over https.
 */
class FakeElement {
  constructor(readonly dataset: Record<string, string> = {}) {}
  closest(): this {
    return this;
  }
}

/** A document that records what is written to its cookie. */
function stubDocument(t: HasTeardown, protocol: 'http:' | 'https:' = 'http:') {
  const written: string[] = [];
  const clickListeners: ((event: unknown) => void)[] = [];
  stubGlobal(t, 'location', new URL(`${protocol}//atlas.test/lib`));
  stubGlobal(t, 'Element', FakeElement);
  stubGlobal(t, 'matchMedia', () => ({ matches: false, addEventListener() {}, removeEventListener() {} }));
  stubGlobal(t, 'document', {
    documentElement: { dataset: {} },
    get cookie() {
      return '';
    },
    set cookie(value: string) {
      written.push(value);
    },
    addEventListener: (type: string, listener: (event: unknown) => void) => {
      if (type === 'click') clickListeners.push(listener);
    },
  });
  return { written, click: (event: unknown) => clickListeners.forEach((listener) => listener(event)) };
}

t.test('the language switch keeps the choice 365 days', async (t) => {
  const page = stubDocument(t);
  rememberLocaleSwitch(new FakeElement({ localeSwitch: 'en' }) as unknown as HTMLElement);
  t.same(page.written, ['i18n_redirected=en; Max-Age=31536000; Path=/; SameSite=Lax']);
});

t.test('over https the language cookie is Secure', async (t) => {
  const page = stubDocument(t, 'https:');
  rememberLocaleSwitch(new FakeElement({ localeSwitch: 'zh' }) as unknown as HTMLElement);
  t.same(page.written, ['i18n_redirected=zh; Max-Age=31536000; Path=/; SameSite=Lax; Secure']);
});

t.test('the theme toggle keeps the choice 365 days', async (t) => {
  const page = stubDocument(t);
  await import('../../client/theme-toggle.js'); // registers the theme control, reading the stubs above
  themeControl()!.choose('light');
  t.same(page.written, ['theme=light; Max-Age=31536000; Path=/; SameSite=Lax']);
});
