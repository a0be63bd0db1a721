import { amdExportShape } from './amd-export.js';
import { intelArkShape } from './intel-ark.js';
import type { ImportShape } from './shape.js';
import { techpowerupShape } from './techpowerup.js';

/** every CSV layout the importer understands; their required columns do not overlap */
export const IMPORT_SHAPES: readonly ImportShape[] = [techpowerupShape, amdExportShape, intelArkShape];

export class UnknownShapeError extends Error {
  constructor(file: string, header: readonly string[]) {
    const shown = header.slice(0, 8).map((cell) => JSON.stringify(cell)).join(', ');
    const known = IMPORT_SHAPES.map((shape) => `  - ${shape.name}: ${shape.description}`).join('\n');
    super(`${file}: the header row (${shown}${header.length > 8 ? ', ...' : ''}) matches no known CSV shape. Known shapes:\n${known}`);
    this.name = 'UnknownShapeError';
  }
}

/** the shape whose header this is; throws UnknownShapeError listing the known shapes */
export function detectShape(header: readonly string[], file: string): ImportShape {
  const shape = IMPORT_SHAPES.find((candidate) => candidate.matches(header));
  if (!shape) throw new UnknownShapeError(file, header);
  return shape;
}
