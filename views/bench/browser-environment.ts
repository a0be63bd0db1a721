import type { EngineFamily, OsFamily } from '../../src/shared/bench/submission.js';

/**
 * Where a bench run happens, as a result records it: the script engine (results of different
 * engines are never mixed in one figure), the operating system's family and the logical
 * processors the browser reports. Read from the user agent, with the client hints where the
 * browser has them; an engine it cannot tell is null, and such a run is not sent.
 */
export interface BrowserEnvironment {
  engine: { family: EngineFamily; version: string } | null;
  os: OsFamily;
  logicalProcessors: number;
}

interface NavigatorLike {
  userAgent: string;
  hardwareConcurrency?: number;
  maxTouchPoints?: number;
  userAgentData?: { brands?: { brand: string; version: string }[]; platform?: string };
}

export function browserEnvironment(navigator: NavigatorLike): BrowserEnvironment {
  return {
    engine: engineOf(navigator),
    os: osOf(navigator),
    logicalProcessors: Math.max(1, Math.min(1024, Math.floor(navigator.hardwareConcurrency ?? 1))),
  };
}

function engineOf({ userAgent, userAgentData }: NavigatorLike): BrowserEnvironment['engine'] {
  const version = (text: string | undefined) => (text && /^[0-9]+(\.[0-9]+)*$/.test(text) ? text.slice(0, 40) : null);
  // On iPhone and iPad every browser is Safari's engine underneath, whatever it calls itself.
  const ios = /\b(iPhone|iPad|iPod)\b/.exec(userAgent) && /OS (\d+(?:_\d+)*)/.exec(userAgent);
  if (ios) return known('javascriptcore', version(ios[1]!.replace(/_/g, '.')));
  const chromium = userAgentData?.brands?.find((brand) => brand.brand === 'Chromium');
  if (chromium) return known('v8', version(chromium.version));
  const firefox = /\bFirefox\/([\d.]+)/.exec(userAgent);
  if (firefox) return known('spidermonkey', version(firefox[1]));
  const chrome = /\b(?:Chrome|Chromium|CriOS)\/([\d.]+)/.exec(userAgent);
  if (chrome) return known('v8', version(chrome[1]));
  const safari = /\bVersion\/([\d.]+).*\bSafari\//.exec(userAgent);
  if (safari && /AppleWebKit/.test(userAgent)) return known('javascriptcore', version(safari[1]));
  return null;
}

function known(family: EngineFamily, version: string | null): BrowserEnvironment['engine'] {
  return version ? { family, version } : null;
}

function osOf({ userAgent, userAgentData, maxTouchPoints = 0 }: NavigatorLike): OsFamily {
  const platform = userAgentData?.platform ?? '';
  if (/^Windows$/i.test(platform) || /\bWindows\b/.test(userAgent)) return 'windows';
  if (/^Android$/i.test(platform) || /\bAndroid\b/.test(userAgent)) return 'android';
  if (/\b(iPhone|iPad|iPod)\b/.test(userAgent)) return 'ios';
  // An iPad asks for desktop pages as a Mac, but no Mac has a touch screen.
  if (/^macOS$/i.test(platform) || /\bMacintosh\b/.test(userAgent)) return maxTouchPoints > 1 ? 'ios' : 'macos';
  if (/^Chrome OS$/i.test(platform) || /\bCrOS\b/.test(userAgent)) return 'chromeos';
  if (/^Linux$/i.test(platform) || /\bLinux\b/.test(userAgent)) return 'linux';
  return 'other';
}
