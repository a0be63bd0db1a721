/**
 * A processor's name as a secondary table writes it, in our spelling for matching: "Intel Core
 * i7-4770 @ 3.40GHz", "AMD Ryzen 5 3600 6-Core Processor", "Intel Core i5 14400F OEM/Tray 2.5 GHz
 * 10-Core LGA1700" → "Core i7-4770", "Ryzen 5 3600", "Core i5-14400F".
 */
export function secondaryName(name: string): string {
  return (
    name
      .replace(/\((?:R|TM)\)|[®™]/gi, '')
      .replace(/\s+@.*$/, '')
      .replace(/\s+(?:with|w\/)\s+.*$/i, '')
      .replace(/\s+(?:OEM\/Tray|Tray|Boxed|OEM)\b.*$/i, '')
      .replace(/\s+\d+(?:\.\d+)?\s*GHz\b.*$/i, '')
      .replace(/\s+\d+-Core(?:\s+Processor)?\b.*$/i, '')
      // PassMark's "Phenom II N870 Triple-Core": the core count in words is not the model
      .replace(/\s+(?:Dual|Triple|Quad|Six|Eight)-Core$/i, '')
      .replace(/^(?:AMD|Intel)\s+/i, '')
      .replace(/(?<!^)\bProcessor\b/gi, '')
      // TechPowerUp's "A6-9220C SoC", "Phenom II X4 965 BE"
      .replace(/\s+(?:SoC|BE)$/, '')
      // "Core i5 14400F" → "Core i5-14400F", "Xeon E5 1650 V3" → "Xeon E5-1650 v3"
      .replace(/^(Core i[3579]|Xeon E[3579]?|Xeon W|Xeon D)\s+(\d)/, '$1-$2')
      .replace(/\bV(\d)\b/, 'v$1')
      .replace(/\s+/g, ' ')
      .trim()
  );
}
