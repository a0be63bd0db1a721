/**
 * What a search asks for besides naming a processor. A visitor who types "upgrade 3600", "3600
 * upgrade", "升级 3600" or "3600 能升级什么" wants the Ryzen 5 3600's upgrade advice, not its page:
 * the header's search (src/http/search.ts) reads the intent here, then hands the rest to the one
 * text matcher (src/catalogue/search-index.ts) as any search.
 */
export type SearchIntent = 'processor' | 'upgrade';

export interface ReadSearch {
  intent: SearchIntent;
  /** the text that names the processor, the intent's words taken out */
  text: string;
}

/** "upgrade", "upgrades", "upgrading" as a word of their own, in any case. */
const UPGRADE_WORD = /(?:^|[^\p{L}\p{N}])upgrad(?:e|es|ing)(?=$|[^\p{L}\p{N}])/iu;
/** Words around it that name no processor: "upgrade for my 3600", "upgrade options from …". */
const ENGLISH_FILLER = /(?:^|\s)(?:for|from|my|options?|paths?|what|can|i|to|of|cpu)(?=\s|$)/giu;
/** 升级 (upgrade), and what a Chinese question puts around it: 能/可以/怎么/什么/换/到/吗/的/路线/我的. */
const CHINESE_UPGRADE = '升级';
const CHINESE_FILLER = /我的|可以|怎么|什么|路线|推荐|能|换|到|吗|的|？|\?/gu;

export function readSearch(query: string): ReadSearch {
  if (query.includes(CHINESE_UPGRADE)) {
    return { intent: 'upgrade', text: tidy(query.replaceAll(CHINESE_UPGRADE, ' ').replace(CHINESE_FILLER, ' ')) };
  }
  if (UPGRADE_WORD.test(query)) {
    const rest = query.replace(new RegExp(UPGRADE_WORD.source, 'giu'), ' ');
    return { intent: 'upgrade', text: tidy(rest.replace(ENGLISH_FILLER, ' ')) };
  }
  return { intent: 'processor', text: query };
}

function tidy(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
