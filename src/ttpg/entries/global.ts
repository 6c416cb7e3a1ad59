/** Global script, for a table of your own that has no global script yet: starts ti4-reach. */
import { startTi4Reach } from "../game/start";

startTi4Reach();
