import type { Choice, Move, Refusal } from './choice.js';
import { coreCachesOf, hybridCachesOf } from './core-caches.js';
import type { FactField } from './facts.js';
import type { Member, Part } from './group-parts.js';

/*
 * Facts the part's name or microarchitecture fixes, derived by a stated rule and recorded as
 * derived, with the fields they rest on and the page the rule rests on (docs/data.md, "Derived
 * facts"). A derived fact outranks a secondary source that says otherwise (the refusal is
 * reported); a vendor's statement outranks the derivation, except where the vendor's own table
 * contradicts itself (a line AMD names "Black Edition" with "Unlocked: No").
 */

/** Intel's page on its processor numbers, whose suffixes say which parts are unlocked */
export const INTEL_PROCESSOR_NUMBERS_URL = 'https://www.intel.com/content/www/us/en/processors/processor-numbers.html';

/**
 * Intel sells every Core K, KF, KS, X, XE and HK part, the X-numbered Xeon W parts, the Broadwell
 * desktop C parts and the Pentium G3258 with an unlocked multiplier. The suffixes are those of
 * Intel's Core and Xeon W numbers: on a Xeon Phi coprocessor the letter names the card's form
 * (7120P, 7120A, 7120D, 7120X), not an unlocked multiplier. HX is not among them: Intel unlocks
 * some HX parts and not others.
 */
const INTEL_UNLOCKED = /^Core\b.*\d(?:K|KF|KS|X|XE|HK)(?:\s+Plus)?$|^Xeon (?:W-\d{4}X|w\d-\d{4}X)$|^Core i[57]-5\d75C$|^Pentium G3258$/;
/** AMD names the lines it sells unlocked "Black Edition" ("FX 4-Core Black Edition Processors", "Phenom II X4 Black") */
const AMD_BLACK_EDITION = /\bBlack(?: Edition)?\b/;

const UNLOCKED_INTEL =
  "Intel's processor number: every K, KF, KS, X, XE and HK part (and the desktop C parts of Broadwell, the Pentium G3258) is sold unlocked";
const UNLOCKED_AMD = 'AMD sells the line it names "Black Edition" in its own table unlocked';

export function deriveFacts(part: Part, name: string, facts: Map<FactField, Choice>, members: readonly Member[]): { refusals: Refusal[]; moves: Move[] } {
  const refusals: Refusal[] = [];
  const moves: Move[] = [];
  const derive = (field: FactField, value: unknown, member: Member, rule: string, from: string[], url: string | null) => {
    facts.set(field, { value, member, provenance: member.candidate.provenance, derivation: { rule, from, url } });
  };
  const overrule = (field: FactField, ruleId: string, reason: string, choice: Choice) => {
    if (JSON.stringify(choice.value) !== JSON.stringify(facts.get(field)?.value))
      refusals.push({ rule: ruleId, reason, field, value: choice.value, source: choice.member.source.name });
  };

  // unlocked, from the processor number or the vendor's line
  const first = members[0] ?? part.members[0]!;
  const unlocked = facts.get('unlocked');
  const line = members.map((m) => m.candidate.line).find((l) => l !== undefined && AMD_BLACK_EDITION.test(l));
  if (part.vendor === 'intel' && INTEL_UNLOCKED.test(name) && !(unlocked?.value === true && unlocked.member.source.kind !== 'secondary')) {
    derive('unlocked', true, first, UNLOCKED_INTEL, ['name'], INTEL_PROCESSOR_NUMBERS_URL);
    if (unlocked)
      overrule(
        'unlocked',
        'locked on an unlocked part',
        'a source that calls a part locked which the vendor sells unlocked is wrong (TechPowerUp: Core i3-9350KF)',
        unlocked,
      );
  } else if (part.vendor === 'amd' && line !== undefined && unlocked?.value !== true) {
    const member = members.find((m) => m.candidate.line === line)!;
    derive('unlocked', true, member, `${UNLOCKED_AMD}: this part's line is "${line}" (${member.source.name})`, ['name'], null);
    if (unlocked)
      overrule(
        'unlocked',
        'locked on an unlocked part',
        'a Black Edition part AMD\'s table also marks "No" for overclocking contradicts its own line (FX-4170, FX-4320, FX-6300)',
        unlocked,
      );
  }

  // the L2 the cores fix: per core × cores, where no vendor states it
  const codename = facts.get('codename')?.value;
  const cores = facts.get('cores');
  const basis = coreCachesOf({
    vendor: part.vendor,
    name,
    codename: typeof codename === 'string' ? codename : null,
    socket: typeof facts.get('socket')?.value === 'string' ? (facts.get('socket')!.value as string) : null,
    hybrid: facts.has('performanceCores'),
  });
  if (basis && cores && typeof cores.value === 'number') {
    const l2 = Math.round(basis.l2PerCoreMB * cores.value * 1e6) / 1e6;
    const stated = facts.get('l2CacheMB');
    const rule = `${basis.l2PerCoreMB} MB of L2 per ${basis.cores} core × ${cores.value} cores (${basis.page})`;
    if (stated === undefined || stated.member.source.kind === 'secondary') {
      derive('l2CacheMB', l2, cores.member, rule, ['cores', 'codename'], basis.url);
      if (stated)
        overrule(
          'l2CacheMB',
          'L2 contradicts the microarchitecture',
          "a secondary L2 other than the microarchitecture's per-core L2 times the cores is wrong (BuildCores: Core i5-10400 at 5 MB for 1.5)",
          stated,
        );
    } else if (typeof stated.value === 'number' && stated.value > l2 && !facts.has('l3CacheMB')) {
      // a vendor "L2" larger than the cores' L2 can be, on a part with L3 and no L3 figure, is the L3 (Xeon D-2161I: 16.5 MB)
      facts.set('l3CacheMB', stated);
      derive('l2CacheMB', l2, cores.member, rule, ['cores', 'codename'], basis.url);
      moves.push({ rule: 'L3 stored as L2', from: 'l2CacheMB', to: 'l3CacheMB', value: stated.value });
    }
  }

  // a 13th-gen laptop part's L2: its own die's, never the desktop die's (core-caches.ts)
  const hybrid = hybridCachesOf({ vendor: part.vendor, name, hybrid: facts.has('performanceCores') });
  const statedL2 = facts.get('l2CacheMB');
  if (hybrid !== undefined && (statedL2 === undefined || statedL2.member.source.kind === 'secondary')) {
    const performance = facts.get('performanceCores');
    const efficient = facts.get('efficientCores')?.value;
    if (hybrid !== null && performance && typeof performance.value === 'number' && typeof efficient === 'number') {
      const modules = Math.ceil(efficient / hybrid.efficientCoresPerModule);
      const l2 = hybrid.l2PerPerformanceCoreMB * performance.value + hybrid.l2PerEfficientModuleMB * modules;
      const rule = `${hybrid.l2PerPerformanceCoreMB} MB of L2 per performance core × ${performance.value} + ${hybrid.l2PerEfficientModuleMB} MB per module of ${hybrid.efficientCoresPerModule} efficient cores × ${modules} (${hybrid.page})`;
      derive('l2CacheMB', l2, performance.member, rule, ['performanceCores', 'efficientCores', 'name'], hybrid.url);
    } else {
      facts.delete('l2CacheMB');
    }
    if (statedL2)
      overrule(
        'l2CacheMB',
        'L2 of the desktop die on a laptop part',
        "a secondary L2 for a 13th-gen laptop part below HX worked out with the desktop Raptor Lake die's caches (TechPowerUp: Core i7-1355U at 10.5 MB, 4 MB per module of efficient cores) is wrong",
        statedL2,
      );
  }
  return { refusals, moves };
}
