import { Checksum } from '../checksum.js';
import { pick, seededRandom } from '../seeded-random.js';

/**
 * Text and parsing: a tokenizer and recursive-descent parser for JSON, written here, reads about
 * 270 KiB of generated records (objects, arrays, strings with escapes and non-ASCII text, whole and
 * decimal numbers, true, false, null) into objects and arrays, and a walk over the result sums it
 * up. Character tests, string building, small allocations and the garbage they leave: the work
 * of a page's scripts reading an API's answer. Numbers are read digit by digit (no parseFloat,
 * whose last bit on long inputs the language leaves to each engine).
 */
type Value = null | boolean | number | string | Value[] | { [key: string]: Value };

const RECORDS = 350;

export function prepareParse(): () => string {
  const text = generatedDocument();
  return () => {
    const checksum = new Checksum();
    walk(parseDocument(text), checksum);
    return checksum.hex();
  };
}

/** The kernel's parser on its own, for the test that holds it to JSON.parse. */
export function parseDocument(text: string): Value {
  return new Parser(text).document();
}

/** The text every round reads. */
export function generatedDocument(): string {
  const random = seededRandom(0x5eed0003);
  const keys = ['id', 'name', 'vendor', 'cores', 'threads', 'clockGHz', 'cacheMB', 'tags', 'notes', 'launched', 'price', 'ok', 'parts'];
  const syllables = ['ka', 'zen', 'ri', 'to', 'mu', 'lo', 'xe', 'on', 'co', 're', 'i7', '芯', '片', '图', '鉴', 'é', 'ß'];
  const word = () => Array.from({ length: 1 + pick(random, 4) }, () => syllables[pick(random, syllables.length)]).join('');
  const string = () => {
    let text = word();
    for (let count = pick(random, 6); count > 0; count--) {
      const glue = random();
      text += glue < 0.1 ? '\\n' : glue < 0.2 ? '\\"' : glue < 0.25 ? '\\u00e9' : glue < 0.3 ? '\\\\' : ' ';
      text += word();
    }
    return `"${text}"`;
  };
  const number = () => (random() < 0.5 ? String(pick(random, 100000) - 5000) : `${pick(random, 1000)}.${String(pick(random, 1000)).padStart(3, '0')}`);
  const value = (depth: number): string => {
    const kind = random();
    if (depth < 3 && kind < 0.15) return `[${Array.from({ length: pick(random, 6) }, () => value(depth + 1)).join(',')}]`;
    if (depth < 3 && kind < 0.25) return record(depth + 1);
    if (kind < 0.55) return string();
    if (kind < 0.85) return number();
    return kind < 0.9 ? 'true' : kind < 0.95 ? 'false' : 'null';
  };
  const record = (depth: number): string => {
    const fields = keys.filter(() => random() < 0.6).map((key) => `"${key}": ${value(depth)}`);
    return `{${fields.join(', ')}}`;
  };
  return `{"records": [\n${Array.from({ length: RECORDS }, () => record(0)).join(',\n')}\n]}`;
}

class Parser {
  private at = 0;
  constructor(private readonly text: string) {}

  document(): Value {
    const value = this.value();
    this.space();
    if (this.at !== this.text.length) this.fail('text after the document');
    return value;
  }

  private value(): Value {
    this.space();
    const code = this.text.charCodeAt(this.at);
    if (code === 0x7b) return this.object();
    if (code === 0x5b) return this.array();
    if (code === 0x22) return this.string();
    if (code === 0x2d || (code >= 0x30 && code <= 0x39)) return this.number();
    for (const [word, value] of [
      ['true', true],
      ['false', false],
      ['null', null],
    ] as const) {
      if (this.text.startsWith(word, this.at)) {
        this.at += word.length;
        return value;
      }
    }
    return this.fail('a value');
  }

  private object(): Value {
    const object: { [key: string]: Value } = {};
    this.at++;
    this.space();
    if (this.text.charCodeAt(this.at) === 0x7d) return (this.at++, object);
    for (;;) {
      this.space();
      if (this.text.charCodeAt(this.at) !== 0x22) this.fail('a key');
      const key = this.string();
      this.space();
      if (this.text.charCodeAt(this.at++) !== 0x3a) this.fail('a colon');
      object[key] = this.value();
      this.space();
      const next = this.text.charCodeAt(this.at++);
      if (next === 0x7d) return object;
      if (next !== 0x2c) this.fail('a comma or }');
    }
  }

  private array(): Value {
    const array: Value[] = [];
    this.at++;
    this.space();
    if (this.text.charCodeAt(this.at) === 0x5d) return (this.at++, array);
    for (;;) {
      array.push(this.value());
      this.space();
      const next = this.text.charCodeAt(this.at++);
      if (next === 0x5d) return array;
      if (next !== 0x2c) this.fail('a comma or ]');
    }
  }

  private string(): string {
    this.at++;
    let result = '';
    let start = this.at;
    for (;;) {
      const code = this.text.charCodeAt(this.at);
      if (code === 0x22) break;
      if (Number.isNaN(code)) this.fail('the end of a string');
      if (code !== 0x5c) {
        this.at++;
        continue;
      }
      result += this.text.slice(start, this.at);
      const escape = this.text[this.at + 1];
      this.at += 2;
      if (escape === 'n') result += '\n';
      else if (escape === 't') result += '\t';
      else if (escape === 'u') {
        result += String.fromCharCode(Number.parseInt(this.text.slice(this.at, this.at + 4), 16));
        this.at += 4;
      } else if (escape === '"' || escape === '\\' || escape === '/') result += escape;
      else this.fail('an escape');
      start = this.at;
    }
    result += this.text.slice(start, this.at);
    this.at++;
    return result;
  }

  /** A number from its digits: the digits as a whole number over the power of ten its decimals make. */
  private number(): number {
    const negative = this.text.charCodeAt(this.at) === 0x2d;
    if (negative) this.at++;
    let whole = 0;
    let code = this.text.charCodeAt(this.at);
    while (code >= 0x30 && code <= 0x39) {
      whole = whole * 10 + (code - 0x30);
      code = this.text.charCodeAt(++this.at);
    }
    let value = whole;
    if (code === 0x2e) {
      let fraction = 0;
      let scale = 1;
      code = this.text.charCodeAt(++this.at);
      while (code >= 0x30 && code <= 0x39) {
        fraction = fraction * 10 + (code - 0x30);
        scale *= 10;
        code = this.text.charCodeAt(++this.at);
      }
      // One division of two whole numbers is rounded once, as JSON.parse rounds the decimal.
      value = (whole * scale + fraction) / scale;
    }
    return negative ? -value : value;
  }

  private space(): void {
    let code = this.text.charCodeAt(this.at);
    while (code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09) code = this.text.charCodeAt(++this.at);
  }

  private fail(expected: string): never {
    throw new Error(`parse: expected ${expected} at ${this.at}`);
  }
}

/** Sums a parsed value into the checksum: kinds, keys, lengths and characters of strings, numbers in thousandths. */
function walk(value: Value, checksum: Checksum): void {
  if (value === null) checksum.add(0);
  else if (typeof value === 'boolean') checksum.add(value ? 1 : 2);
  else if (typeof value === 'number') checksum.add(3).add(Math.round(value * 1000));
  else if (typeof value === 'string') {
    checksum.add(4).add(value.length);
    for (let index = 0; index < value.length; index++) checksum.add(value.charCodeAt(index));
  } else if (Array.isArray(value)) {
    checksum.add(5).add(value.length);
    for (const item of value) walk(item, checksum);
  } else {
    checksum.add(6);
    for (const key in value) {
      walk(key, checksum);
      walk(value[key]!, checksum);
    }
  }
}
