import { z } from 'zod';
import { ID_MAX_LENGTH, ID_PATTERN, VENDORS } from './processor.js';

/*
 * The platform records: sockets (data/platforms/sockets.json), chipsets (data/platforms/chipsets.json)
 * and the motherboard index (data/platforms/boards.json, written by `npm run import-boards`).
 * docs/platforms.md explains every field. Like the processor record, each shape is defined once
 * here: the types come from it (imported as types only, so zod stays on the server), start-up
 * validation runs it, and a bad record stops the server naming file, record and field.
 *
 * What a socket *is* (its years, memory types, chipsets, whether its processors are soldered) is
 * not written here but derived at start-up from the vendor records of the processors on it and
 * from the boards made for it (src/catalogue/platforms/); these files hold only what cannot be
 * derived: names, spellings, and the chipset statements vendors make.
 */

const slugMessage = `must be a lower-case slug (a-z, 0-9, single hyphens) of at most ${ID_MAX_LENGTH} characters`;
const slug = () => z.string({ error: slugMessage }).max(ID_MAX_LENGTH, { error: slugMessage }).regex(ID_PATTERN, { error: slugMessage });
const text = () => z.string({ error: 'must be a non-empty string' }).refine((value) => value.trim() !== '', { error: 'must be a non-empty string' });
const httpsUrl = () => z.string({ error: 'must be an https URL' }).regex(/^https:\/\/\S+$/, { error: 'must be an https URL' });

/** The hosts whose pages count as the vendor speaking: a chipset statement from anywhere else is refused. */
export const VENDOR_HOSTS = ['amd.com', 'intel.com'] as const;

export function isVendorUrl(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname;
  } catch {
    return false;
  }
  return VENDOR_HOSTS.some((vendorHost) => host === vendorHost || host.endsWith(`.${vendorHost}`));
}

export const PlatformSourceSchema = z.strictObject({
  name: text(),
  url: httpsUrl(),
});

/** a page of AMD's or Intel's own: the only kind of source a support statement may name */
export const VendorSourceSchema = PlatformSourceSchema.refine((source) => isVendorUrl(source.url), {
  error: `must be a page on the vendor's own site (${VENDOR_HOSTS.join(', ')})`,
  path: ['url'],
});

export const SocketSchema = z.strictObject({
  /** the URL slug, /socket/{id}: "am4", "lga1700", "lga2011-3", "fm2-plus" */
  id: slug(),
  /** as the vendor writes it: "AM4", "LGA1700", "sTRX4" */
  name: text(),
  vendor: z.enum(VENDORS, { error: `must be one of ${VENDORS.join(', ')}` }),
  /**
   * other spellings of this socket, in the catalogue or the board table, that the name rules in
   * src/catalogue/platforms/socket-name.ts do not already read as this socket ("TR4" for sTR4)
   */
  aliases: z.array(text()),
});

export const SUPPORT_STATUSES = ['supported', 'bios-update', 'unsupported'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];

/** A processor line as the catalogue names it: its `generation`, narrowed by `codename` when not null. */
export const ProcessorLineSchema = z.strictObject({
  generation: text(),
  codename: text().nullable(),
});

export const SupportStatementSchema = z.strictObject({
  line: ProcessorLineSchema,
  status: z.enum(SUPPORT_STATUSES, { error: `must be one of ${SUPPORT_STATUSES.join(', ')}` }),
  /** what the vendor's page says, in our words, so a reader can check it against the page */
  statement: text(),
  source: VendorSourceSchema,
});

export const ChipsetSchema = z.strictObject({
  /** the query value, ?chipset={id}: "b450", "z790", "x870e" */
  id: slug(),
  /** with the vendor, as boards name it: "AMD B450", "Intel Z790" */
  name: text(),
  vendor: z.enum(VENDORS, { error: `must be one of ${VENDORS.join(', ')}` }),
  /** socket ids; more than one where a chipset served several sockets (AMD A55: FM1, FM2, FM2+) */
  sockets: z.array(slug()).min(1, { error: 'must name at least one socket' }),
  /** where the chipset is stated to pair with those sockets */
  listedBy: PlatformSourceSchema,
  /** what the vendor says about processor lines on this chipset; a line not listed is not stated */
  support: z.array(SupportStatementSchema),
});

const MEMORY_TYPE = /^(?:(?:LP)?DDR\d[A-Z]?X?)$/;

export const BoardSchema = z.strictObject({
  /** the slug of the board's name, unique in the index */
  id: slug(),
  name: text(),
  manufacturer: text().nullable(),
  /** the socket id, or null when the board's socket names none (a processor soldered on the board) */
  socket: slug().nullable(),
  /** the board table's own spelling of the socket, kept so a person can see what was read */
  socketText: text().nullable(),
  /** sockets on the board (2 for dual-socket server boards) */
  socketCount: z.int().min(1).max(8),
  chipset: slug().nullable(),
  chipsetText: text().nullable(),
  formFactor: text().nullable(),
  memory: z.strictObject({
    type: z.string().regex(MEMORY_TYPE, { error: 'must be a memory type such as "DDR5"' }).nullable(),
    slots: z.int().min(0).max(64).nullable(),
    maxGB: z.number().positive().max(1_048_576).nullable(),
  }),
  releaseYear: z.int().min(1990).max(2100).nullable(),
  /** BuildCores' own id and the URL of its document, for attribution (the file keeps the id; the URL is made from its header's template) */
  buildcores: z.strictObject({ id: text(), url: httpsUrl() }),
});

/** The attribution ODC-By asks of every work made from BuildCores OpenDB, word for word. */
export const BUILDCORES_ATTRIBUTION = 'Contains information from BuildCores OpenDB, made available under the ODC Attribution License';
export const BUILDCORES_REPOSITORY = 'https://github.com/buildcores/buildcores-open-db';
export const BUILDCORES_LICENCE = { name: 'Open Data Commons Attribution License (ODC-By) 1.0', url: 'https://opendatacommons.org/licenses/by/1-0/' };

export const BoardIndexSchema = z.strictObject({
  attribution: z.literal(BUILDCORES_ATTRIBUTION, { error: `must be the ODC-By attribution, word for word: "${BUILDCORES_ATTRIBUTION}"` }),
  licence: PlatformSourceSchema,
  source: z.strictObject({
    name: text(),
    url: z.literal(BUILDCORES_REPOSITORY, { error: `must be ${BUILDCORES_REPOSITORY}` }),
    commit: z.string().regex(/^[0-9a-f]{40}$/, { error: 'must be a 40-digit commit id' }),
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a date, YYYY-MM-DD' }),
  }),
  boards: z.array(BoardSchema),
});

export type SocketRecord = z.infer<typeof SocketSchema>;
export type ChipsetRecord = z.infer<typeof ChipsetSchema>;
export type SupportStatement = z.infer<typeof SupportStatementSchema>;
export type ProcessorLine = z.infer<typeof ProcessorLineSchema>;
export type PlatformSource = z.infer<typeof PlatformSourceSchema>;
export type Board = z.infer<typeof BoardSchema>;
export type BoardIndex = z.infer<typeof BoardIndexSchema>;
