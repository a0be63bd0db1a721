import type { Processor, Segment, Vendor } from '../../shared/processor.js';
import type { Facts } from './facts.js';

/*
 * What every source of the pipeline is: a module that reads one input and yields candidate
 * facts, each with the page it leads to. The pipeline (pipeline.ts) holds the sources in a list,
 * in the order it trusts them (sources.ts); a source knows nothing of the others.
 */

/**
 * How far a fact is trusted, and how the report counts it:
 *   vendor-table  a copy of the vendor's own specification table (AMD's export, Intel ARK)
 *   vendor-page   a vendor's product page cited by URL or product id (data/curated)
 *   secondary     anyone else: filled only where no vendor says anything
 */
export type SourceKind = 'vendor-table' | 'vendor-page' | 'secondary';

/** Where a fact leads: the page a reader can open, or the vendor's product id to look up. */
export interface Provenance {
  /** "Intel ARK", "AMD product specifications", "TechPowerUp CPU Database" */
  name: string;
  kind: SourceKind;
  url: string | null;
  productId: string | null;
  /** the terms the source asks every publication of its facts to carry */
  attribution?: { text: string; url: string };
  /** a vendor's statement read in the press rather than on the vendor's page (`url`): the article */
  reportedBy?: { name: string; url: string; note?: SourceNote };
  /** the curated record's note on the copy the link opens, in both languages (docs/record.md, "Sources") */
  note?: SourceNote;
}

/** A maintainer's note on a source, in both languages. */
export interface SourceNote {
  zh: string;
  en: string;
}

/**
 * One row of one source: a processor as that source describes it. `facts` holds only what the
 * source states (an absent key is "not stated"; `igpu: null` is "states there is none").
 */
export interface Candidate {
  vendor: Vendor;
  /** the processor's name as our records write it ("Core i7-8700K", "Ryzen 7 7800X3D") */
  name: string;
  /** the vendor's key for the product when the row gives one ("ark:213800", "opn:100-000000910"); several for AMD's boxed and tray OPNs */
  productKeys: string[];
  /** what the row adds to the name when the vendor lists variants under one name: "with IPU", "BGA1023" */
  variant: string | null;
  /** the product line as the vendor's table writes it ("FX 4-Core Black Edition Processors"), where it does */
  line?: string;
  /** the source's segment, family and generation where it says (vendor tables, curated records) */
  segment: Segment | null;
  family: string | null;
  generation: string | null;
  facts: Facts;
  /** where a fact of this row leads; `factProvenance` overrides it field by field (curated records) */
  provenance: Provenance;
  factProvenance?: Partial<Record<string, Provenance>>;
  /**
   * Every source a curated record of a vendor without a specification table cites for each fact
   * (two that agree are both kept, and decide the fact's basis); `factProvenance` holds the first.
   */
  citations?: Partial<Record<string, Provenance[]>>;
  /**
   * Disputes a curated record states: a fact its sources disagree on that none settles, left
   * unknown (or at the value it shows), each other value with the sources that give it. The
   * pipeline cannot find these by itself where one curated record holds every source of its
   * processor (docs/vendors.md, "Disputes left unknown").
   */
  disputes?: NonNullable<Processor['sources']['disputes']>;
  /** the base frequencies at the configurable-TDP points, where the vendor lists them (ARK): not a record field, but what tells a cTDP-down point from a nominal one */
  configurableTdpGHz?: { min: number | null; max: number | null };
  /**
   * the long-duration power limit (PL1) a secondary row gives beside its PL2 (TechPowerUp): not a
   * record field, but what tells whether the row's PL2 belongs to the vendor's TDP (rules.ts)
   */
  powerLimit1W?: number;
  /**
   * the vendor's "Default TDP" where it is written as a range (AMD: "35-54W"), which names no default:
   * not a record field (the range is the configurable one), but what makes a secondary TDP at its top
   * that end rather than the nominal (rules.ts)
   */
  defaultTdpRange?: { min: number; max: number };
  /** set where the vendor's table says the part has no turbo (ARK: "Intel Turbo Boost Technology: No"): not a record field, but what makes a secondary boost for it wrong */
  noTurbo?: true;
  /**
   * where the vendor gives one TDP per memory speed (AMD's EPYC 7001 rows: "155W / 170W" beside
   * "2400 MT/s / 2666 MT/s"), each pair, slowest memory first: not a configurable range. The record
   * shows the TDP at the fastest speed and lists the others as the vendor's own other values.
   */
  tdpByMemorySpeed?: { tdpW: number; speedMTs: number }[];
  /**
   * ARK's cells as the row writes them, for the cells whose reading has gone wrong before (memory,
   * graphics clocks) and for its several maximum frequencies: not record fields, but what the audits
   * (src/pipeline/audit/) read again by their own plain tests, so a misreading by the parser shows
   * up as a count, and a copy that gives a lower "max" than the record is seen to be another of them
   */
  arkText?: { memoryTypes: string; memoryMaxSpeed: string; graphicsBase: string; graphicsMax: string; boosts: readonly string[] };
  /** the vendor's product page for the part, where a secondary source names it (BuildCores) */
  vendorPage?: { url: string; productId: string | null };
  /**
   * Set where the row contradicts itself so that it describes no one product (an OPN naming
   * another model than the row's name): it joins no part, and its product keys are kept as the
   * part of its name's former keys, so an id published for it still answers.
   */
  mislabelled?: string;
  /** a curated record's published id, which the part keeps */
  pinnedId?: string;
  /** "intel-cpus.csv:123", "data/curated/intel/xeon-6.json", for the report */
  where: string;
}

export interface SkippedRow {
  source: string;
  where: string;
  name: string;
  reason: string;
}

/** What a source read: its candidates, the rows it left out and why. */
export interface SourceReading {
  rows: number;
  candidates: Candidate[];
  skipped: SkippedRow[];
}

export interface SourceContext {
  /** the folder given with --sources, which holds the source folders by their names */
  sourcesDir: string;
  /** data/curated of the repository: curated records and corrections */
  curatedDir: string;
  /** how the curated folder is named in messages (a repository path, never a machine path) */
  curatedLabel: string;
}

export interface Source {
  /** how the report and the records name it: "AMD specifications export, January 2026" */
  name: string;
  kind: SourceKind;
  /** the files it reads, relative to --sources (or data/curated), as the report shows them */
  files: readonly string[];
  /**
   * Only secondary sources may add a processor no vendor table lists, and only under this rule
   * (BuildCores: parts with a vendor product page); by default a secondary row only fills facts.
   */
  addsProcessors?: (candidate: Candidate) => boolean;
  read(context: SourceContext): Promise<SourceReading>;
}
