/**
 * A Tabletop Playground mod's global script that brings ti4-reach along:
 * starts it, teaches it a homebrew system tile and a homebrew ship, and says
 * in the chat what each activation lets the active player move.
 *
 * Build it as TTPG mods build their scripts, one CommonJS file with the game's
 * API left to the game:
 *   esbuild global.ts --bundle --format=cjs --external:@tabletop-playground/api --outfile=Scripts/global.js
 */
import { world } from "@tabletop-playground/api";
import { startTi4Reach } from "ti4-reach/ttpg";
import type { ActivationReport } from "ti4-reach/ttpg";

const reach = startTi4Reach();

// A homebrew system with an alpha wormhole; its tile is laid with the NSID "tile.system:my-mod/4253".
const tileProblems = reach.registerTile({ tile: 4253, source: "my-mod", wormholes: ["alpha"], planets: [{ id: "zorg", name: "Zorg" }] });
// A homebrew ship that replaces the cruiser of the Mentak.
const unitProblems = reach.registerUnit({ id: "raider", name: "Raider", kind: "ship", faction: "mentak", replaces: "cruiser", stats: { move: 3, capacity: 2 } });
for (const problem of [...tileProblems, ...unitProblems]) console.log(`my-mod: ${problem.message}`);

function summary(report: ActivationReport): string {
  const reaching = report.ships.filter((ship) => ship.reachable).reduce((n, ship) => n + ship.count, 0);
  return `my-mod: ${report.player} can move ${reaching} ships into ${report.active.system}`;
}

reach.onReport((report) => world.broadcastChatMessage(summary(report)));
