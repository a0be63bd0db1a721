/**
 * How every headless Chromium here starts (browser tests and screenshots):
 * root needs --no-sandbox, and the background-networking flags keep it from
 * reaching for Google's services, which this machine's network refuses.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
