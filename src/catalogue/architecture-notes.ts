import { isaOf, type Isa, type Processor, type Vendor } from '../shared/processor.js';
import type { ArchitectureNotes, ComparedName, Platform } from '../shared/page-data/compare.js';
import type { Catalogue } from './catalogue.js';

/*
 * What differs between compared processors besides their speed, when they are not of one kind:
 * the platform each runs (its instruction set, and what that means for software), memory that
 * cannot be upgraded, and whether the processor can be replaced at all. Each platform's sentence
 * rests on the pages cited here; memory on the records' own sources; soldered or socketed on the
 * socket's name (a ball grid array is soldered: src/record/platforms/socket-name.ts).
 */

/** The pages each platform's sentence rests on (docs/vendors.md, "Compare across architectures"). */
const PLATFORM_SOURCES: Readonly<Record<Platform, readonly { name: string; url: string }[]>> = {
  macos: [
    { name: 'Apple Support: Rosetta (Motion user guide, glossary)', url: 'https://support.apple.com/de-de/guide/motion/aside/motnd9f51338/5.6/mac/11.5.1' },
  ],
  'windows-on-arm': [{ name: 'Microsoft Learn: How emulation works on Arm', url: 'https://learn.microsoft.com/en-us/windows/arm/apps-on-arm-x86-emulation' }],
  'loongarch-linux': [
    {
      name: 'deepin: From AMD64 to RISC-V, LoongArch, and ARM64 — the multi-architecture adaptation of deepin',
      url: 'https://deepin.org/en/deepin-multi-architecture-compatibility',
    },
    {
      name: 'LoongArch gains official architecture status in Debian 14',
      url: 'https://news.lavx.hu/article/loongarch-gains-official-architecture-status-in-debian-14',
    },
  ],
  x86: [],
  other: [],
};

/** The software world a processor lives in: Apple's Macs, Windows on Arm, LoongArch's Linux, or the x86 PC's. */
export function platformOf(processor: Pick<Processor, 'vendor' | 'isa' | 'family'>): Platform {
  const byVendor: Partial<Record<Vendor, Platform>> = { apple: 'macos', qualcomm: 'windows-on-arm' };
  const isa: Isa = isaOf(processor);
  return byVendor[processor.vendor] ?? (isa === 'LoongArch' ? 'loongarch-linux' : isa === 'x86-64' || isa === 'x86-32' ? 'x86' : 'other');
}

/**
 * The notes for a comparison, or null when there is nothing to say besides speed: every processor
 * of one platform and none with memory fixed at purchase (two x86 parts compare as they always have).
 */
export function architectureNotes(catalogue: Catalogue, processors: readonly Processor[]): ArchitectureNotes | null {
  const name = (p: Processor): ComparedName => ({ vendor: p.vendor, id: p.id, name: p.name });
  const platforms = new Map<Platform, { isa: Isa; processors: ComparedName[] }>();
  for (const p of processors) {
    const platform = platformOf(p);
    const entry = platforms.get(platform) ?? { isa: isaOf(p), processors: [] };
    entry.processors.push(name(p));
    platforms.set(platform, entry);
  }
  const fixedMemory = processors.filter((p) => p.memory.upgradeable === false);
  if (platforms.size < 2 && fixedMemory.length === 0) return null;
  const sockets = processors.map((p) => ({ p, socket: catalogue.platforms.socketOf(p) }));
  return {
    platforms: [...platforms].map(([platform, entry]) => ({ platform, ...entry, sources: [...PLATFORM_SOURCES[platform]] })),
    fixedMemory: fixedMemory.map(name),
    soldered: sockets.filter(({ socket }) => socket?.soldered === true).map(({ p }) => name(p)),
    socketed: sockets.flatMap(({ p, socket }) => (socket?.soldered === false ? [{ ...name(p), socket: { id: socket.id, name: socket.name } }] : [])),
    packageUnknown: sockets.flatMap(({ p, socket }) => (socket !== null && socket.soldered === null ? [{ ...name(p), socket: socket.name }] : [])),
    noPackage: sockets.filter(({ socket }) => socket === null).map(({ p }) => name(p)),
  };
}
