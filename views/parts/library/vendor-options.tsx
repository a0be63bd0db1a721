import type { LibraryParts } from '../../../src/shared/page-data/library.js';
import { translator } from '../../../src/shared/messages.js';
import { VENDORS } from '../../../src/shared/processor.js';
import type { PartProps } from '../../view-module.js';

/**
 * The vendor filter's options, the one asked for selected (none: "any"): drawn here, like the
 * socket's, so that the vendors' names in both languages are not in the form's code or its words.
 */
export function VendorOptions({ selected, locale }: PartProps<LibraryParts['vendors']>) {
  const t = translator(locale);
  return (
    <>
      <option value="" selected={selected === null}>
        {t('library.any')}
      </option>
      {VENDORS.map((vendor) => (
        <option key={vendor} value={vendor} selected={vendor === selected}>
          {t(`vendor.${vendor}`)}
        </option>
      ))}
    </>
  );
}
