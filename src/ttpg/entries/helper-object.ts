/** Object script of the "TI4 Reach" helper: placing the helper on any table starts ti4-reach. */
import { startTi4Reach } from "../game/start";

startTi4Reach();
