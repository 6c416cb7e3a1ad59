/** Global script, for a table of your own that has no global script yet: starts ti4-reach. */
import { SCRIPT_HOLDER, startSafely } from "../game/start";

startSafely(SCRIPT_HOLDER);
