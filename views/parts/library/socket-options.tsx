import type { LibraryParts } from '../../../src/shared/page-data/library.js';
import { translator } from '../../../src/shared/messages.js';
import type { PartProps } from '../../view-module.js';

/**
 * The socket filter's options, the one asked for selected (none: "any"). A catalogue has a
 * hundred and more sockets: drawn here, they are not in the form's code, its payload or its
 * hydration; the form's select holds them as a part (views/part.tsx, partContents). They come in
 * groups (desktop, server, mobile and embedded packages), each an optgroup.
 */
export function SocketOptions({ groups, selected, locale }: PartProps<LibraryParts['sockets']>) {
  const t = translator(locale);
  return (
    <>
      <option value="" selected={selected === null}>
        {t('library.any')}
      </option>
      {/* several packages at once ("FP7, FP7r2, FP8", from an older link): the filter as asked */}
      {selected !== null && !groups.some((entry) => entry.sockets.includes(selected)) ? (
        <option value={selected} selected>
          {selected}
        </option>
      ) : null}
      {groups.map(({ group, sockets }) => (
        <optgroup key={group} label={t(`library.socketGroup.${group}`)}>
          {sockets.map((socket) => (
            <option key={socket} value={socket} selected={socket === selected}>
              {socket}
            </option>
          ))}
        </optgroup>
      ))}
    </>
  );
}
