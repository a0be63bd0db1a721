/**
 * One face of an OpenType collection (.ttc) as a font file of its own. Debian ships Noto Sans CJK
 * as collections of five faces (Japanese, Korean, Simplified and Traditional Chinese, Hong Kong)
 * sharing their glyphs, and the subsetter reads the first face of a collection only. The face's
 * tables are copied out whole behind a table directory of their own (OpenType spec, "Font
 * Collections"); the checksums stay valid, as each table's bytes are unchanged.
 */
export function faceOfCollection(collection: Buffer, fullName: string): Buffer {
  if (collection.toString('latin1', 0, 4) !== 'ttcf') throw new Error('not an OpenType collection (no ttcf header)');
  const faces = collection.readUInt32BE(8);
  for (let face = 0; face < faces; face++) {
    const directory = collection.readUInt32BE(12 + 4 * face);
    const tables = tablesAt(collection, directory);
    if (fullNameOf(collection, tables) === fullName) return fontOf(collection, directory, tables);
  }
  throw new Error(`no face named "${fullName}" in the collection`);
}

interface TableRecord {
  tag: string;
  checksum: number;
  offset: number;
  length: number;
}

function tablesAt(file: Buffer, directory: number): TableRecord[] {
  const count = file.readUInt16BE(directory + 4);
  return Array.from({ length: count }, (_, index) => {
    const at = directory + 12 + 16 * index;
    return {
      tag: file.toString('latin1', at, at + 4),
      checksum: file.readUInt32BE(at + 4),
      offset: file.readUInt32BE(at + 8),
      length: file.readUInt32BE(at + 12),
    };
  });
}

/** The name table's full font name (name id 4), as Windows' Unicode records spell it. */
function fullNameOf(file: Buffer, tables: TableRecord[]): string | null {
  const name = tables.find((table) => table.tag === 'name');
  if (!name) return null;
  const count = file.readUInt16BE(name.offset + 2);
  const strings = name.offset + file.readUInt16BE(name.offset + 4);
  for (let index = 0; index < count; index++) {
    const at = name.offset + 6 + 12 * index;
    const [platform, , , nameId, length, offset] = [0, 2, 4, 6, 8, 10].map((field) => file.readUInt16BE(at + field));
    if (platform === 3 && nameId === 4)
      return Buffer.from(file.subarray(strings + offset!, strings + offset! + length!))
        .swap16()
        .toString('utf16le');
  }
  return null;
}

function fontOf(file: Buffer, directory: number, tables: TableRecord[]): Buffer {
  const headerBytes = 12 + 16 * tables.length;
  const padded = (length: number) => (length + 3) & ~3;
  const out = Buffer.alloc(headerBytes + tables.reduce((sum, table) => sum + padded(table.length), 0));
  file.copy(out, 0, directory, directory + 12);
  let offset = headerBytes;
  tables.forEach((table, index) => {
    const at = 12 + 16 * index;
    out.write(table.tag, at, 'latin1');
    out.writeUInt32BE(table.checksum, at + 4);
    out.writeUInt32BE(offset, at + 8);
    out.writeUInt32BE(table.length, at + 12);
    file.copy(out, offset, table.offset, table.offset + table.length);
    offset += padded(table.length);
  });
  return out;
}
