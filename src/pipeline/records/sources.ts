import { amdSpecifications } from './sources/amd-specifications.js';
import { buildcores } from './sources/buildcores.js';
import { curatedRecords } from './sources/curated-records.js';
import { intelArkCompare } from './sources/intel-ark-compare.js';
import { intelArkExport } from './sources/intel-ark-export.js';
import { intelArkList } from './sources/intel-ark-list.js';
import { passmark } from './sources/passmark.js';
import { techpowerup } from './sources/techpowerup.js';
import type { Source } from './source.js';

/**
 * The pipeline's sources, most trusted first (docs/data.md, "Order of trust"): the newest copy of
 * each vendor's own table, then older copies, then vendor pages cited by URL (the curated
 * records), then the secondary references, which only fill what no vendor states. A fact is taken
 * from the first source that states it. Paths are relative to the folder given with --sources.
 * Adding a source is one module in sources/ and one line here.
 */
export const SOURCES: readonly Source[] = [
  amdSpecifications({ name: 'AMD specifications export, January 2026', file: 'vendor-2026/amd-specifications-2026-01.csv' }),
  intelArkCompare({ name: 'Intel ARK comparison exports, 2024 and January 2026', folder: 'vendor-2026/intel-ark-compare' }),
  amdSpecifications({ name: 'AMD specifications export, 2025', file: 'vendor-2025/amd_cpu_desktop_dataset.csv' }),
  amdSpecifications({ name: 'AMD server specifications export, 2025', file: 'vendor-2025/amd_cpu_server_dataset.csv', server: true }),
  intelArkList({ name: 'Intel ARK list, 2025', file: 'vendor-2025/intel_cpu_ark_dataset.csv' }),
  intelArkExport({ name: 'Intel ARK export, 2023', file: 'felixsteinke-vendor/intel-cpus.csv' }),
  amdSpecifications({ name: 'AMD specifications export, 2023', file: 'felixsteinke-vendor/amd-cpus.csv' }),
  curatedRecords(),
  buildcores({ file: 'buildcores-opendb/cpus.jsonl' }),
  techpowerup({ file: 'boavizta-tpu/cpu_specs_raw_techpowerup.csv' }),
  passmark({ file: 'felixsteinke-vendor/benchmark-cpus.csv' }),
];
