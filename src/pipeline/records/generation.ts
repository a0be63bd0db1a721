/**
 * Marketing generations read off model numbers, so that every record of one line carries one
 * generation whichever table it came from ("13th gen", "Ryzen 7000", "EPYC 9004", "Core Ultra
 * 200S", "Xeon W-2400/3400"). These follow the vendors' published numbering schemes; a name
 * that fits none gives null and the caller falls back to what its source says.
 */
function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  return `${n}${teen ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')}`;
}

/** Intel's Core Ultra 200 lines by suffix: the desktop parts (K, KF, F, T, none) are the "200S" */
function coreUltraLine(series: string, suffix: string, plus: boolean): string {
  if (series === '1' || series === '3') return `Core Ultra ${series}00`;
  const line = /^(HX|H|U|V)$/.test(suffix) ? suffix : 'S';
  return `Core Ultra ${series}00${line}${plus ? ' Plus' : ''}`;
}

/**
 * Xeon W by model number: Intel launched the 2000 and 3000 numbers of one architecture together
 * (W-2400 and W-3400 are Sapphire Rapids), so those share a generation; W-3300 stood alone.
 */
function xeonWLine(digits: string): string {
  if (digits.length === 5) return `Xeon W-${digits.slice(0, 2)}000`;
  const [first, second] = digits;
  if (first === '1') return `Xeon W-1${second}00`;
  return second === '3' ? 'Xeon W-3300' : `Xeon W-2${second}00/3${second}00`;
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
  // Core Ultra 7 155H → 100, Core Ultra 9 285K → 200S, Core Ultra 7 255HX → 200HX
  const ultra = /\bCore Ultra (?:X)?[3579] (\d)\d{2}([A-Z]*)(\s+Plus)?$/.exec(name);
  if (ultra?.[1]) return coreUltraLine(ultra[1], ultra[2] ?? '', ultra[3] !== undefined);
  // Core 5 120U → Core 100U, Core 7 250H → Core 200H, Core 3 201E → Core 200E
  const coreSeries = /^Core [357] (\d)\d{2}([A-Z]*)$/.exec(name);
  if (coreSeries?.[1]) return `Core ${coreSeries[1]}00${/E/.test(coreSeries[2] ?? '') ? 'E' : (coreSeries[2] ?? '')}`;
  // Core i3-N305, like the Processor N100 and N200: Intel's N-series
  if (/^Core i3-N\d{3}$/.test(name)) return 'N-series';
  // Core i5-L16G7: Lakefield, "Intel Core processors with Intel Hybrid Technology"
  if (/^Core i[35]-L\d/.test(name)) return 'Core with Hybrid Technology';
  // Intel Processor 300, 300T: the desktop line of that name (N100, U300 are the N- and U-series)
  const processor = /^Processor ([NU])?\d{2,3}[A-Z]*$/.exec(name);
  if (processor) return processor[1] ? `${processor[1]}-series` : 'Processor 300';
  // Xeon 6741P, 6980P, 6780E, 6718P-B: Xeon 6, P- and E-core parts alike
  if (/^Xeon 6\d{3}[PE]\b/.test(name)) return 'Xeon 6';
  // Xeon W-2295, and from Sapphire Rapids on "Xeon w7-2495X": one line by the model number
  const xeonW = /^Xeon [Ww]\d?-(\d{4,5})[A-Z]*$/.exec(name);
  if (xeonW?.[1]) return xeonWLine(xeonW[1]);
  const threadripper = /\bThreadripper (PRO )?(\d)\d{3}/.exec(name);
  if (threadripper?.[2]) return threadripper[1] ? `Ryzen Threadripper PRO ${threadripper[2]}000 WX` : `Ryzen Threadripper ${threadripper[2]}000`;
  const aiMax = /\bRyzen AI Max\+? (?:PRO )?(\d)\d{2}[A-Z]*$/.exec(name);
  if (aiMax?.[1]) return `Ryzen AI Max ${aiMax[1]}00`;
  const ai = /\bRyzen AI [3579] (?:HX )?(?:PRO )?(\d)\d{2}[A-Z]*$/.exec(name);
  if (ai?.[1]) return `Ryzen AI ${ai[1]}00`;
  const handheld = /\bRyzen (?:AI )?Z(\d)\b/.exec(name);
  if (handheld?.[1]) return `Ryzen Z${handheld[1]}`;
  const ryzen = /\bRyzen [3579] (?:PRO )?(\d)\d{3}/.exec(name);
  if (ryzen?.[1]) return `Ryzen ${ryzen[1]}000`;
  // Ryzen 5 220, Ryzen 7 PRO 260: the Ryzen 200 series
  const ryzen200 = /\bRyzen [3579] (?:PRO )?(\d)\d{2}(?!\d)/.exec(name);
  if (ryzen200?.[1]) return `Ryzen ${ryzen200[1]}00`;
  // Phenom II X4 965 (Black Edition or not), Phenom II X2 B57, Athlon II X4 631: the line is the brand and core count
  const k10 = /^((?:Phenom|Athlon) II|Athlon|Phenom) (X\d) \S/.exec(name);
  if (k10?.[1] && k10[2]) return `${k10[1]} ${k10[2]}`;
  // Ryzen Embedded V1605B → V1000, R2314 → R2000
  const embedded = /\bRyzen Embedded ([A-Z])(\d)\d{3}/.exec(name);
  if (embedded?.[1] && embedded[2]) return `Ryzen Embedded ${embedded[1]}${embedded[2]}000`;
  // EPYC 7763 → 7003, EPYC 73F3 → 7003, EPYC 9654 → 9004: the last digit is the generation
  const epyc = /\bEPYC (?:Embedded )?(\d)\d[\dA-Z](\d)(?!\d)/.exec(name);
  if (epyc?.[1] && epyc[2]) return `EPYC ${epyc[1]}00${epyc[2]}`;
  return null;
}
