/**
 * Marketing generations read off model numbers, so imported parts group the
 * way the shipped catalogue and the vendors' own pages do ("13th gen",
 * "Ryzen 7000", "EPYC 9004"). These follow the vendors' published numbering
 * schemes; a name that fits none gives null and the caller falls back to what
 * its source says.
 */
function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  return `${n}${teen ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')}`;
}

export function generationFromName(name: string): string | null {
  // Core i3/i5/i7/i9: 3-digit models are the first generation (i7-920); from the
  // 10th generation the number starts with two digits (i7-10700K, i7-1065G7)
  const core = /\bCore i[3579]-(\d{3,5})/.exec(name);
  if (core?.[1]) {
    const digits = core[1];
    if (digits.length === 3) return '1st gen';
    const gen = Number(digits.startsWith('1') ? digits.slice(0, 2) : digits.slice(0, 1));
    return `${ordinal(gen)} gen`;
  }
  // Core Ultra 7 155H → series 1, Core Ultra 9 285K → series 2
  const ultra = /\bCore Ultra [579] (\d)\d{2}([A-Z]?)/.exec(name);
  if (ultra?.[1]) return `Core Ultra ${ultra[1]}00${ultra[2] ?? ''}`;
  const threadripper = /\bThreadripper (PRO )?(\d)\d{3}/.exec(name);
  if (threadripper?.[2]) return `Threadripper ${threadripper[1] ?? ''}${threadripper[2]}000`;
  const ryzen = /\bRyzen [3579] (?:PRO )?(\d)\d{3}/.exec(name);
  if (ryzen?.[1]) return `Ryzen ${ryzen[1]}000`;
  // Ryzen Embedded V1605B → V1000, R2314 → R2000
  const embedded = /\bRyzen Embedded ([A-Z])(\d)\d{3}/.exec(name);
  if (embedded?.[1] && embedded[2]) return `Ryzen Embedded ${embedded[1]}${embedded[2]}000`;
  // EPYC 7763 → 7003, EPYC 73F3 → 7003, EPYC 9654 → 9004: the last digit is the generation
  const epyc = /\bEPYC (?:Embedded )?(\d)\d[\dA-Z](\d)(?!\d)/.exec(name);
  if (epyc?.[1] && epyc[2]) return `EPYC ${epyc[1]}00${epyc[2]}`;
  return null;
}
