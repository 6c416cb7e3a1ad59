/** The picture of `range --svg`: the galaxy with the range overlay every table draws (core/present/range-overlay). */
import { hex, hexToPlane, rangeOverlayModel } from "../../core";
import type { Galaxy, MoveRange } from "../../core";
import { SVG_LAYOUT, galaxyPicture, svgNumber, svgPoint, svgPoints, svgText } from "./galaxy-svg";
import { playerColour } from "./palette";

export function rangeSvg(galaxy: Galaxy, range: MoveRange): string {
  const colour = playerColour(range.player);
  const model = rangeOverlayModel(range, galaxy, SVG_LAYOUT);
  const body: string[] = [];
  // The ships' system: a dot in the player's colour.
  const start = svgPoint(hexToPlane(hex(range.hex[0], range.hex[1]), SVG_LAYOUT));
  body.push(`<circle cx="${svgNumber(start.x)}" cy="${svgNumber(start.y)}" r="7" fill="${colour}"/>`);
  for (const o of model.outlines) {
    const style = o.dim ? `stroke-width="2" stroke-dasharray="6 5" opacity="0.55"` : `stroke-width="4"`;
    body.push(`<polygon points="${svgPoints(o.points.map(svgPoint))}" fill="none" stroke="${colour}" ${style}/>`);
    const c = svgPoint(o.label.at);
    o.label.lines.forEach((text, j) =>
      body.push(`<text x="${svgNumber(c.x)}" y="${svgNumber(c.y - 2 + j * 10)}" class="ship" fill="${colour}"${o.dim ? ' opacity="0.7"' : ""}>${svgText(text)}</text>`),
    );
  }
  const panel = [`Player ${range.player}: move range from ${typeof range.from === "number" ? range.from : `[${range.from.join(",")}]`}`];
  for (const g of range.groups) panel.push(`  ${g.count} ${g.name} (move ${g.move}): ${g.systems.length} in range, ${g.withEffects.length} more with effects`);
  return galaxyPicture(galaxy, body, panel);
}
