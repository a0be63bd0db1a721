import en from '../locales/en.json' with { type: 'json' };
import zh from '../locales/zh.json' with { type: 'json' };
import { provideMessages } from './shared/messages.js';

/**
 * The server renders both languages, so it holds both message files from
 * the moment this module is imported; server code takes `translate` from here.
 */
provideMessages('zh', zh);
provideMessages('en', en);

export { translate } from './shared/messages.js';
