import { parseArgs, type ParseArgsConfig } from 'node:util';

type ParseArgsOptionsConfig = NonNullable<ParseArgsConfig['options']>;

/*
 * The importers' command lines, read one way: options by node:util's parseArgs (strict, no
 * positionals), `--help` or `-h` printing the usage, and a mistake printed with the usage and
 * answered with exit code 1, in the words the importers have always used.
 */

/** where an importer prints: the process's streams in its main.ts, strings in tests */
export interface Output {
  out(text: string): void;
  err(text: string): void;
}

type Values<O extends ParseArgsOptionsConfig> = ReturnType<typeof parseArgs<{ options: O; strict: true; allowPositionals: false }>>['values'];

/** The options' values, or the exit code to stop with (0 after --help, 1 after a mistake). */
export function readArguments<const O extends ParseArgsOptionsConfig>(
  argv: readonly string[],
  options: O,
  usage: string,
  output: Output,
): { values: Values<O> } | { exitCode: number } {
  let values: Values<O> & { help?: boolean };
  try {
    ({ values } = parseArgs({ args: [...argv], options: { ...options, help: { type: 'boolean', short: 'h' } }, strict: true, allowPositionals: false }));
  } catch (error) {
    return { exitCode: fail(output, `${mistake(error as Error & { code?: string })}\n${usage}`) };
  }
  if (values.help) {
    output.out(usage);
    return { exitCode: 0 };
  }
  return { values };
}

/** Prints why a run stops and gives its exit code. */
export function fail(output: Output, message: string): number {
  output.err(message);
  return 1;
}

/**
 * parseArgs's complaint, said as the importers say it: the option that needs a value, or the
 * argument not understood; anything else in parseArgs's own words.
 */
function mistake(error: Error & { code?: string }): string {
  const quoted = /'([^' ]+)/.exec(error.message)?.[1] ?? '';
  if (error.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && /argument (missing|is ambiguous)/.test(error.message)) return `${quoted} needs a value`;
  if (error.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' || error.code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL')
    return `unexpected argument ${JSON.stringify(quoted)}`;
  return error.message;
}
