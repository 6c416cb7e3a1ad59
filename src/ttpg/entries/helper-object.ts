/** Object script of the "TI4 Reach" helper: placing the helper on any table starts ti4-reach; removing it stops it. */
import { refObject } from "@tabletop-playground/api";
import { startTi4Reach } from "../game/start";

const api = startTi4Reach();
// The mock used in tests has no refObject; in the game it is the helper.
if (refObject !== undefined) refObject.onDestroyed.add(() => api.stop());
