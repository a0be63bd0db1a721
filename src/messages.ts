import en from '../locales/en.json' with { type: 'json' };
import zh from '../locales/zh.json' with { type: 'json' };
import { provideMessages, type Messages } from './shared/messages.js';

/**
 * The server renders both languages, so it holds both message files from
 * the moment this module is imported; server code takes `translate` from here.
 * Each file must have every key of the other (`satisfies`): a message written in one language
 * only is a type error here, not a page that fails in the other.
 */
provideMessages('zh', zh satisfies typeof en);
provideMessages('en', en satisfies Messages);

export { translate } from './shared/messages.js';
