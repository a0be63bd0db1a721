/**
 * The closed lists a processor record's fields draw from, and the shape of its id. The schema
 * (processor-schema.ts) checks records against them and the record's type (processor.ts) is named
 * from them; they live apart from both so that neither file has to import the other's values.
 */
export const VENDORS = ['amd', 'intel'] as const;
export type Vendor = (typeof VENDORS)[number];

export const SEGMENTS = ['desktop', 'mobile', 'server', 'workstation', 'embedded'] as const;
export type Segment = (typeof SEGMENTS)[number];

/** launch status as the vendor states it (ARK's "Status"); AMD does not state it */
export const PROCESSOR_STATUSES = ['launched', 'discontinued', 'announced'] as const;
export type ProcessorStatus = (typeof PROCESSOR_STATUSES)[number];

export const ID_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const ID_MAX_LENGTH = 80;
