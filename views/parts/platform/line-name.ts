import { generationName } from '../../../src/shared/format.js';
import type { Translate } from '../../../src/shared/messages.js';
import type { ShownLine } from '../../../src/shared/page-data/platform.js';

/** A processor line as a page names it: "Ryzen 3000 with integrated graphics", "9th gen (Coffee Lake)", "Coffee Lake processors". */
export function lineName(line: ShownLine, t: Translate): string {
  if (line.generation === null) return t('platform.line.codenameOnly', { codename: line.codename ?? '' });
  let name = generationName(line.generation, t);
  if (line.codename !== null) name = t('platform.line.codename', { generation: name, codename: line.codename });
  if (line.graphics !== null) name = t(line.graphics ? 'platform.line.graphics' : 'platform.line.noGraphics', { generation: name });
  return name;
}
