/**
 * What pickup walks remember per walk state: a pickup set (see PickupSets), a
 * place (a system or a group of systems, by number), the move spent and
 * whether the walk has left a gravity rift. Kept in nested lists by number,
 * with no key built per lookup.
 */
import { stateCode } from "../movement/settled-states";

export class WalkTable<T> {
  private readonly bySet: (T | undefined)[][][] = [];

  get(set: number, place: number, spent: number, rift: boolean): T | undefined {
    const byPlace = this.bySet[set];
    if (byPlace === undefined) return undefined;
    const byCode = byPlace[place];
    return byCode === undefined ? undefined : byCode[stateCode(spent, rift)];
  }

  set(set: number, place: number, spent: number, rift: boolean, value: T): void {
    let byPlace = this.bySet[set];
    if (byPlace === undefined) {
      byPlace = [];
      this.bySet[set] = byPlace;
    }
    let byCode = byPlace[place];
    if (byCode === undefined) {
      byCode = [];
      byPlace[place] = byCode;
    }
    byCode[stateCode(spent, rift)] = value;
  }
}
