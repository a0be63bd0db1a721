import type { z } from 'zod';
import { CatalogueError } from '../catalogue-error.js';
import { fieldName, issueReason } from '../schema-issue.js';
import type { SocketRecord, SupportSource } from '../platform-schema.js';
import { PowerLimitFileSchema, type PackagePowerLimit, type PowerLimitFile } from '../power-limit-schema.js';
import type { Processor } from '../processor.js';

/*
 * data/platforms/power-limits.json: checked like every platform file (the first problem names the
 * file, the rule or source and the field), then turned into the one question per watt asks of it:
 * the package power limit its vendor states for a processor, or none (docs/platforms.md).
 */

export const POWER_LIMITS_FILE = 'data/platforms/power-limits.json';

export const NO_POWER_LIMITS: PowerLimitFile = { sources: [], rules: [] };

function reasonOf(issue: z.core.$ZodIssue): { field: string | null; reason: string } {
  if (issue.code === 'invalid_type' && issue.input === undefined) return { field: fieldName(issue.path), reason: 'is missing' };
  return issueReason(issue);
}

export function validatePowerLimits(data: unknown, sockets: readonly SocketRecord[], file = POWER_LIMITS_FILE): PowerLimitFile {
  const result = PowerLimitFileSchema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const [list, index] = issue.path;
    const inList = (list === 'sources' || list === 'rules') && typeof index === 'number';
    const { field, reason } = reasonOf({ ...issue, path: inList ? issue.path.slice(2) : issue.path } as z.core.$ZodIssue);
    const record = inList ? ((data as Record<string, unknown[]>)[list as string] ?? [])[index as number] : undefined;
    const id = typeof record === 'object' && record !== null && typeof (record as { id?: unknown }).id === 'string' ? (record as { id: string }).id : null;
    const at = inList ? `${String(list)}[${index}]` : null;
    throw new CatalogueError({ file, id: field === 'id' ? null : id, field: at && field ? `${at}.${field}` : (at ?? field) }, reason);
  }
  const limits = result.data;
  const sources = new Map<string, SupportSource>();
  for (const source of limits.sources) {
    if (sources.has(source.id)) throw new CatalogueError({ file, id: source.id, field: 'id' }, 'is a duplicate: an earlier source has it');
    sources.set(source.id, source);
  }
  const socketVendor = new Map(sockets.map((socket) => [socket.id, socket.vendor]));
  const ruleIds = new Set<string>();
  for (const rule of limits.rules) {
    const at = (field: string) => ({ file, id: rule.id, field });
    if (ruleIds.has(rule.id)) throw new CatalogueError(at('id'), 'is a duplicate: an earlier rule has it');
    ruleIds.add(rule.id);
    const vendor = socketVendor.get(rule.socket);
    if (vendor === undefined) throw new CatalogueError(at('socket'), `names socket "${rule.socket}", which sockets.json does not hold`);
    if (vendor !== rule.vendor) throw new CatalogueError(at('socket'), `is ${vendor}'s socket, but the rule speaks of ${rule.vendor} processors`);
    const classes = new Set<number>();
    rule.classes.forEach((power, index) => {
      // Two limits for one TDP would leave the answer to file order.
      if (classes.has(power.tdpW)) throw new CatalogueError(at(`classes[${index}].tdpW`), `repeats the ${power.tdpW} W class: keep one`);
      classes.add(power.tdpW);
      power.sources.forEach((id, position) => {
        const source = sources.get(id);
        if (source === undefined) throw new CatalogueError(at(`classes[${index}].sources[${position}]`), `names source "${id}", which this file does not hold`);
        if (source.vendor !== rule.vendor)
          throw new CatalogueError(
            at(`classes[${index}].sources[${position}]`),
            `is a source about ${source.vendor} processors, but the rule is about ${rule.vendor}'s`,
          );
      });
    });
  }
  // Two rules for one socket could both claim a processor.
  const bySocket = new Set<string>();
  for (const rule of limits.rules) {
    const key = `${rule.socket}|${rule.family}|${rule.segments.join(',')}`;
    if (bySocket.has(key))
      throw new CatalogueError({ file, id: rule.id, field: 'socket' }, 'says again what an earlier rule says of this socket, family and segments: keep one');
    bySocket.add(key);
  }
  return limits;
}

/**
 * The package power limit of a processor as the file states it: a rule of its vendor, socket,
 * segment and family, and a class of exactly its TDP. A processor of another TDP, or on no rule,
 * has none (per watt then falls back to its TDP, and says so).
 */
export type PackagePowerOf = (processor: Processor, socketIds: readonly string[]) => PackagePowerLimit | null;

export function packagePowerLimits(limits: PowerLimitFile): PackagePowerOf {
  const sources = new Map(limits.sources.map((source) => [source.id, source]));
  const rules = limits.rules.map((rule) => ({
    ...rule,
    byTdp: new Map(
      rule.classes.map((power) => [power.tdpW, { watts: power.packagePowerW, rule: rule.id, sources: power.sources.map((id) => sources.get(id)!) }]),
    ),
  }));
  return (processor, socketIds) => {
    if (processor.tdpW === null) return null;
    for (const rule of rules) {
      if (rule.vendor !== processor.vendor || !rule.segments.includes(processor.segment) || !socketIds.includes(rule.socket)) continue;
      if (processor.family !== rule.family && !processor.family?.startsWith(`${rule.family} `)) continue;
      const limit = rule.byTdp.get(processor.tdpW);
      if (limit) return limit;
    }
    return null;
  };
}
