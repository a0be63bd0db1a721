import type { UpgradeParts } from '../../src/shared/page-data/upgrade.js';
import type { PartComponents } from '../view-module.js';
import { UpgradeBodyView } from './upgrade/upgrade-body.js';

/** The advisor's one part: everything below its heading. */
const parts: PartComponents<UpgradeParts> = { body: UpgradeBodyView };
export default parts;
