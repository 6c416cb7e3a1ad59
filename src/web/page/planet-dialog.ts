/** Which planet ground forces and structures go to: a small dialog with one button per planet and one for space. */
import type { PlanetChooser } from "./placing";
import { h } from "./dom";

export function planetDialog(): PlanetChooser {
  const dialog = h("dialog", { id: "planet-dialog", "aria-labelledby": "planet-dialog-title" });
  document.body.append(dialog);
  return (planets, what, done) => {
    let answered = false;
    const answer = (planet: string | undefined | null): void => {
      if (answered) return;
      answered = true;
      dialog.close();
      done(planet);
    };
    dialog.onclose = () => answer(null);
    dialog.replaceChildren(
      h("h2", { id: "planet-dialog-title" }, `Place ${what} on`),
      h(
        "div",
        { class: "buttons" },
        planets.map((p) => h("button", { type: "button", "data-planet": p.id, onclick: () => answer(p.id) }, p.name)),
        h("button", { type: "button", "data-planet": "", onclick: () => answer(undefined) }, "the space area"),
        h("button", { type: "button", class: "quiet", onclick: () => answer(null) }, "Cancel"),
      ),
    );
    dialog.showModal();
  };
}
