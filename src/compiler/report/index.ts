/**
 * The report formatters behind `--format`, as an explicit record (no discovery by file name).
 * @see ../../../../shared/spec/README.md §3, §4
 */
import { github } from "./github.js";
import { json } from "./json.js";
import { junit } from "./junit.js";
import { sarif } from "./sarif.js";
import { text } from "./text.js";
import type { Formatter } from "./types.js";

/** Every output format, keyed by its `--format` name. */
export const formatters = { text, json, sarif, github, junit } satisfies Record<string, Formatter>;

/** A `--format` value. */
export type FormatName = keyof typeof formatters;

/** The `--format` values in documentation order. */
export const FORMAT_NAMES = Object.keys(formatters) as FormatName[];

/** Whether `name` is a known `--format` value (for CLI validation). */
export function isFormatName(name: string): name is FormatName {
  return Object.hasOwn(formatters, name);
}

export type { Formatter, ReportInput } from "./types.js";
