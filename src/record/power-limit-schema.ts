import { z } from 'zod';
import { ID_MAX_LENGTH, ID_PATTERN, SEGMENTS, VENDORS } from './processor.js';
import { SupportSourceSchema, type SupportSource } from './platform-schema.js';

/*
 * data/platforms/power-limits.json: the package power limits a vendor states for a socket's TDP
 * classes (AMD's PPT), which its specification table does not list per product. Per watt divides
 * a figure by them where no rating of the record's own says more (src/shared/figure-metrics.ts);
 * docs/platforms.md explains the file and docs/decisions.md why per watt reads it. The sources
 * are of the kinds support.json's are, and a class names the sources its watts rest on.
 */

const slugMessage = `must be a lower-case slug (a-z, 0-9, single hyphens) of at most ${ID_MAX_LENGTH} characters`;
const slug = () => z.string({ error: slugMessage }).max(ID_MAX_LENGTH, { error: slugMessage }).regex(ID_PATTERN, { error: slugMessage });
const text = () => z.string({ error: 'must be a non-empty string' }).refine((value) => value.trim() !== '', { error: 'must be a non-empty string' });
const watts = () =>
  z.number({ error: 'must be a number of watts' }).positive({ error: 'must be a positive number of watts' }).max(2000, { error: 'must be at most 2000 W' });

/** One TDP class of a socket and the package power limit the vendor states for it. */
export const PowerClassSchema = z
  .strictObject({
    /** the TDP a record states (`tdpW`), exactly */
    tdpW: watts(),
    /** the package power limit the processors of that class may draw at stock */
    packagePowerW: watts(),
    /** ids of this file's sources that state these watts, or the rule they follow */
    sources: z.array(slug()).min(1, { error: 'must cite at least one source' }),
  })
  .refine((power) => power.packagePowerW >= power.tdpW, {
    error: 'must be at least the TDP: a limit below the rating would not be what the processor may draw',
    path: ['packagePowerW'],
  });

/** The processors a rule speaks of, and its TDP classes: a processor of another TDP is not covered. */
export const PowerRuleSchema = z.strictObject({
  /** a slug to name the rule by in errors and in the docs: "amd-am5-ppt" */
  id: slug(),
  vendor: z.enum(VENDORS, { error: `must be one of ${VENDORS.join(', ')}` }),
  /** a socket id of sockets.json, as the processor's socket reads (src/record/platforms/socket-name.ts) */
  socket: slug(),
  segments: z.array(z.enum(SEGMENTS, { error: `must be one of ${SEGMENTS.join(', ')}` })).min(1, { error: 'must name at least one segment' }),
  /** the family the statement speaks of: a record's `family` is it, or begins with it and a space ("Ryzen" takes "Ryzen 7") */
  family: text(),
  classes: z.array(PowerClassSchema).min(1, { error: 'must name at least one TDP class' }),
});

export const PowerLimitFileSchema = z.strictObject({
  sources: z.array(SupportSourceSchema),
  rules: z.array(PowerRuleSchema),
});

export type PowerLimitFile = z.infer<typeof PowerLimitFileSchema>;

/** A package power limit as per watt uses it: the watts, and the sources that state them. */
export interface PackagePowerLimit {
  watts: number;
  rule: string;
  sources: readonly SupportSource[];
}
