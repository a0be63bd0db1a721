/**
 * Memory type lists as vendor pages write them → ["DDR5-4800", "LPDDR5"]:
 *   "DDR4-2133. LPDDR3-1866. DDR3L-1600"
 *   "Up to DDR5 4800 MT/s Up to DDR4 3200 MT/s"
 *   "DDR3 1066/1333"        → "DDR3-1333" (the fastest listed speed)
 *   "DDR5 (FP7r2), LPDDR5/x (FP7)" → ["DDR5", "LPDDR5"]
 * A speed is attached only when written right after its type.
 */
const TYPE_WITH_SPEED = /\b((?:LP)?DDR\d[A-Z]?)(?:(?:-|\s+)((?:\d{3,5}\/)*\d{3,5})(?!\d))?/gi;

export function parseMemoryTypes(value: string): string[] {
  const types: string[] = [];
  for (const match of value.matchAll(TYPE_WITH_SPEED)) {
    const type = match[1]?.toUpperCase();
    if (!type) continue;
    const speeds =
      match[2]
        ?.split('/')
        .map(Number)
        .filter((n) => n >= 100) ?? [];
    types.push(speeds.length > 0 ? `${type}-${Math.max(...speeds)}` : type);
  }
  return [...new Set(types)];
}
