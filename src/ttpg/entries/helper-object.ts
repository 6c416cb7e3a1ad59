/**
 * Object script of the "TI4 Reach" helper: placing the helper on any table
 * starts ti4-reach; removing it stops ti4-reach unless another helper (or a
 * global script) still holds it.
 */
import { refObject } from "@tabletop-playground/api";
import { releaseTi4Reach, startSafely } from "../game/start";

// The mock used in tests has no refObject; in the game it is the helper.
const self = refObject as typeof refObject | undefined;
const holder = ((): string => {
  try {
    return self !== undefined ? `object:${self.getId()}` : "object";
  } catch (e) {
    return "object";
  }
})();
startSafely(holder);
try {
  if (self !== undefined) self.onDestroyed.add(() => releaseTi4Reach(holder));
} catch (e) {
  // a helper that cannot say when it leaves keeps ti4-reach running
}
