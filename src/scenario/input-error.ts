/** Input that cannot be used: a scenario, a map string or an option, named with what is wrong. */

/** Thrown for input problems; the command line prints the message as one line and exits 2; the web page shows it. */
export class InputError extends Error {}

/** Text read from a file or standard input, without a leading UTF-8 byte-order mark. */
export function withoutBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.substring(1) : text;
}
