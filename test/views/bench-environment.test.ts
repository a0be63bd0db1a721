import t from 'tap';
import { browserEnvironment } from '../../views/bench/browser-environment.js';

/**
 * Which engine, system and logical processor count a bench result records, from what browsers
 * really send: results of different engines are never mixed, so a browser must not be taken for
 * another, and every browser on iPhone and iPad is Safari's engine whatever it calls itself.
 */
const cases = [
  [
    'Chrome on Windows',
    {
      userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      hardwareConcurrency: 16,
      userAgentData: {
        brands: [
          { brand: 'Chromium', version: '131' },
          { brand: 'Google Chrome', version: '131' },
        ],
        platform: 'Windows',
      },
    },
    { engine: { family: 'v8', version: '131' }, os: 'windows', logicalProcessors: 16 },
  ],
  [
    'Edge on Windows',
    {
      userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      hardwareConcurrency: 8,
    },
    { engine: { family: 'v8', version: '131.0.0.0' }, os: 'windows', logicalProcessors: 8 },
  ],
  [
    'Firefox on Linux',
    { userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', hardwareConcurrency: 12 },
    { engine: { family: 'spidermonkey', version: '133.0' }, os: 'linux', logicalProcessors: 12 },
  ],
  [
    'Safari on macOS',
    {
      userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
      hardwareConcurrency: 8,
      maxTouchPoints: 0,
    },
    { engine: { family: 'javascriptcore', version: '18.1' }, os: 'macos', logicalProcessors: 8 },
  ],
  [
    'Safari on an iPad asking for the desktop page',
    {
      userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
      hardwareConcurrency: 4,
      maxTouchPoints: 5,
    },
    { engine: { family: 'javascriptcore', version: '18.1' }, os: 'ios', logicalProcessors: 4 },
  ],
  [
    'Chrome on iPhone',
    {
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
      hardwareConcurrency: 6,
    },
    { engine: { family: 'javascriptcore', version: '17.2' }, os: 'ios', logicalProcessors: 6 },
  ],
  [
    'Chrome on Android',
    {
      userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      hardwareConcurrency: 9,
    },
    { engine: { family: 'v8', version: '131.0.0.0' }, os: 'android', logicalProcessors: 9 },
  ],
  ['a browser the page does not know, reporting nothing', { userAgent: 'SomeBrowser/1.0' }, { engine: null, os: 'other', logicalProcessors: 1 }],
] as const;

for (const [name, navigator, expected] of cases) {
  t.test(name, async (t) => {
    t.same(browserEnvironment(navigator as Parameters<typeof browserEnvironment>[0]), expected);
  });
}
