import { z } from 'zod';
import { ID_MAX_LENGTH, ID_PATTERN, VENDORS, type Vendor } from './processor.js';

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

/**
 * The hosts whose pages count as the vendor speaking (a page on any of them, or a subdomain): a
 * "vendor-page" source anywhere else is refused, here and in the catalogue pipeline.
 */
export const VENDOR_HOSTS = {
  amd: ['amd.com'],
  intel: ['intel.com'],
  apple: ['apple.com', 'apple.com.cn'],
  qualcomm: ['qualcomm.com', 'qualcomm.cn', 'snapdragon.com'],
  loongson: ['loongson.cn'],
  zhaoxin: ['zhaoxin.com'],
  hygon: ['hygon.cn'],
} as const satisfies Record<Vendor, readonly string[]>;

export function isVendorUrl(url: string, vendor?: Vendor): boolean {
  let host: string;
  try {
    host = new URL(url).hostname;
  } catch {
    return false;
  }
  const hosts: readonly string[] = vendor ? VENDOR_HOSTS[vendor] : Object.values(VENDOR_HOSTS).flat();
  return hosts.some((vendorHost) => host === vendorHost || host.endsWith(`.${vendorHost}`));
}

export const PlatformSourceSchema = z.strictObject({
  name: text(),
  url: httpsUrl(),
});

export const SocketSchema = z.strictObject({
  /** the URL slug, /socket/{id}: "am4", "lga1700", "lga2011-3", "fm2-plus" */
  id: slug(),
  /** as the vendor writes it: "AM4", "LGA1700", "sTRX4" */
  name: text(),
  vendor: z.enum(VENDORS, { error: `must be one of ${VENDORS.join(', ')}` }),
  /**
   * other spellings of this socket, in the catalogue or the board table, that the name rules in
   * src/record/platforms/socket-name.ts do not already read as this socket ("TR4" for sTR4)
   */
  aliases: z.array(text()),
});

export const SUPPORT_STATUSES = ['supported', 'bios-update', 'unsupported'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];

/**
 * How a support statement reached us, which a page says beside it:
 *   vendor-page       a page on the processor vendor's own site (amd.com, intel.com)
 *   vendor-statement  the vendor's own statement (a blog post, a support document, box text, an
 *                     answer to the press), known only as a publisher printed it: "AMD's statement,
 *                     as published by AnandTech"
 *   press-report      what a publisher reports (board makers' BIOS releases, a review's finding):
 *                     a secondary source, used only where no vendor statement was found
 */
export const SOURCE_KINDS = ['vendor-page', 'vendor-statement', 'press-report'] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

const sourceUrl = () => z.string({ error: 'must be an http(s) URL' }).regex(/^https?:\/\/\S+$/, { error: 'must be an http(s) URL' });

/** One page a support statement rests on, cited by its id from the statements. */
export const SupportSourceSchema = z
  .strictObject({
    id: slug(),
    kind: z.enum(SOURCE_KINDS, { error: `must be one of ${SOURCE_KINDS.join(', ')}` }),
    /** whose processors it speaks of */
    vendor: z.enum(VENDORS, { error: `must be one of ${VENDORS.join(', ')}` }),
    /** who published the page: "AMD", "AnandTech", "Tom's Hardware" */
    publisher: text(),
    /** the page's own headline, in its own language; null where the copy we read shows none */
    title: text().nullable(),
    url: sourceUrl(),
    /** the page's language, a BCP 47 tag: "en", "de", "pt" */
    language: z.string().regex(/^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/, { error: 'must be a language tag such as "en" or "pt-BR"' }),
    /** when it was published, YYYY, YYYY-MM or YYYY-MM-DD, as precisely as the page says */
    published: z
      .string()
      .regex(/^\d{4}(?:-\d{2}(?:-\d{2})?)?$/, { error: 'must be YYYY, YYYY-MM or YYYY-MM-DD' })
      .nullable(),
  })
  .refine((source) => source.kind !== 'vendor-page' || isVendorUrl(source.url, source.vendor), {
    error: "a vendor-page source must be a page on the vendor's own site (amd.com, intel.com)",
    path: ['url'],
  })
  .refine((source) => source.kind !== 'vendor-page' || source.url.startsWith('https://'), {
    error: 'a vendor page must be an https URL',
    path: ['url'],
  });

/**
 * A processor line as the catalogue's records name it, each field narrowing it when not null: the
 * `generation`, the `codename`, and `graphics` (true: parts with integrated graphics, the vendors'
 * "with Radeon Graphics"; false: parts without). A statement about "Coffee Lake" processors names
 * the codename alone.
 */
export const ProcessorLineSchema = z
  .strictObject({
    generation: text().nullable(),
    codename: text().nullable(),
    graphics: z.boolean({ error: 'must be true, false or null' }).nullable(),
  })
  .refine((line) => line.generation !== null || line.codename !== null, { error: 'must name a generation or a codename' });

/** A statement in our words, in both languages the site speaks. */
export const StatementTextSchema = z.strictObject({ en: text(), zh: text() });

/** One statement: these lines on these chipsets (of one socket) have this status, per this source. */
export const SupportStatementSchema = z.strictObject({
  socket: slug(),
  /** chipset ids on that socket; empty: every board of a socket whose processors need no chipset (SP3, SP5) */
  chipsets: z.array(slug()),
  lines: z.array(ProcessorLineSchema).min(1, { error: 'must name at least one processor line' }),
  status: z.enum(SUPPORT_STATUSES, { error: `must be one of ${SUPPORT_STATUSES.join(', ')}` }),
  /** the first BIOS that brings the support, where the source names it ("AGESA ComboAM5 PI 1.1.7.0 Patch A") */
  firstBios: text().nullable(),
  /** true: only on some boards of these chipsets (those whose maker released a BIOS for it, those built for a later line) */
  someBoards: z.boolean({ error: 'must be true or false' }),
  /** the id of a source in this file */
  source: slug(),
  /** what the source says, in our words */
  text: StatementTextSchema,
});

export const SupportFileSchema = z.strictObject({
  sources: z.array(SupportSourceSchema),
  statements: z.array(SupportStatementSchema),
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
});

const MEMORY_TYPE = /^(?:(?:LP)?DDR\d[A-Z]?X?)$/;

export const BoardSchema = z
  .strictObject({
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
    /**
     * true where BuildCores records that the board can flash its BIOS without a processor (BIOS
     * Flashback and its kin): a board that needs a BIOS update for a newer processor can get it
     * without an older one; false where it records that it cannot; null where it records nothing
     */
    biosFlashback: z.boolean({ error: 'must be true, false or null' }).nullable(),
    /**
     * true where listings of this model merged into it disagree on BIOS Flashback (one records it,
     * another records none): biosFlashback is then null, and pages show the dispute rather than
     * either word (docs/platforms.md)
     */
    flashbackDisputed: z.boolean({ error: 'must be true or false' }),
    /** the maker's own page for the board, where BuildCores records one */
    makerUrl: z
      .string()
      .regex(/^https?:\/\/\S+$/, { error: 'must be an http(s) URL' })
      .nullable(),
    /** ids this board was published under before listings of the same model were merged into it */
    aliases: z.array(slug()),
    /** BuildCores' own id and the URL of its document, for attribution (the file keeps the id; the URL is made from its header's template) */
    buildcores: z.strictObject({ id: text(), url: httpsUrl() }),
  })
  .refine((board) => !board.flashbackDisputed || board.biosFlashback === null, {
    error: 'must be null where the listings dispute BIOS Flashback (flashbackDisputed)',
    path: ['biosFlashback'],
  })
  .refine((board) => !board.flashbackDisputed || board.aliases.length > 0, {
    error: 'must be false for a board of one listing (no aliases): a dispute needs two',
    path: ['flashbackDisputed'],
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
/** a chipset as its file holds it */
export type ChipsetFileRecord = z.infer<typeof ChipsetSchema>;
export type SupportSource = z.infer<typeof SupportSourceSchema>;
export type SupportFile = z.infer<typeof SupportFileSchema>;
export type ProcessorLine = z.infer<typeof ProcessorLineSchema>;
export type StatementText = z.infer<typeof StatementTextSchema>;

/** A statement as the model and the pages use it: for one chipset (or every board of a socket), its source resolved. */
export interface SupportStatement {
  line: ProcessorLine;
  status: SupportStatus;
  firstBios: string | null;
  someBoards: boolean;
  text: StatementText;
  source: SupportSource;
}

/** A chipset with the statements about it, joined from data/platforms/support.json at start-up. */
export type ChipsetRecord = ChipsetFileRecord & { support: SupportStatement[] };
export type PlatformSource = z.infer<typeof PlatformSourceSchema>;
export type Board = z.infer<typeof BoardSchema>;
export type BoardIndex = z.infer<typeof BoardIndexSchema>;
