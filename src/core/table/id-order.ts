/**
 * Table objects in id order, the order a table is read in. A table read again
 * at the next activation lists the same objects in the same order, and the
 * order depends on the ids alone: the order worked out last time serves again
 * then, so thousands of objects are not sorted anew at every activation.
 */
import { sameItems } from "../lists";
import { compareText } from "../text";
import type { TableObject } from "./table-pieces";

/** The ids of the objects sorted last, as given, and where each one went. */
let last: { readonly ids: readonly string[]; readonly order: readonly number[] } | undefined;

export function inIdOrder(objects: readonly TableObject[]): TableObject[] {
  const count = objects.length;
  const ids: string[] = [];
  for (let i = 0; i < count; i++) ids.push((objects[i] as TableObject).id);
  const order = last !== undefined && sameItems(last.ids, ids) ? last.order : sortedOrder(ids);
  last = { ids, order };
  const out: TableObject[] = [];
  for (let i = 0; i < count; i++) out.push(objects[order[i] as number] as TableObject);
  return out;
}

/** Positions by id; equal ids keep the order they were given in. */
function sortedOrder(ids: readonly string[]): number[] {
  const order: number[] = [];
  for (let i = 0; i < ids.length; i++) order.push(i);
  order.sort((a, b) => {
    const byId = compareText(ids[a] as string, ids[b] as string);
    return byId !== 0 ? byId : a - b;
  });
  return order;
}

