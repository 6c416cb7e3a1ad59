/**
 * Lookups by id that only ever see a dictionary's own entries: an id such as
 * "constructor", "toString" or "__proto__" never reaches Object.prototype.
 */
import { compareText } from "./text";

/** Nothing of its own: a name found here is one every plain object inherits. */
const INHERITED: { readonly [key: string]: unknown } = {};

/** The value stored under `key` in a plain dictionary, own entries only. */
export function ownValue<T>(dict: { readonly [key: string]: T } | undefined, key: string): T | undefined {
  if (typeof dict !== "object" || dict === null || typeof key !== "string") return undefined;
  // A name no object inherits: the dictionary's value is its own (functions come from a prototype of some other kind).
  if (!(key in INHERITED) && !Array.isArray(dict)) {
    const value = dict[key];
    if (typeof value !== "function") return value;
  }
  for (const k of Object.keys(dict)) if (k === key) return dict[k];
  return undefined;
}

/** A constant table as a Map, for lookups by id that cannot reach Object.prototype. */
export function tableMap<T>(dict: { readonly [key: string]: T }): ReadonlyMap<string, T> {
  const out = new Map<string, T>();
  for (const k of Object.keys(dict)) out.set(k, dict[k] as T);
  return out;
}

/** A dictionary's keys in one order on every runtime (Lua tables have none of their own). */
export function sortedKeys(dict: { readonly [key: string]: unknown }): string[] {
  return Object.keys(dict).sort((a, b) => compareText(a, b));
}
