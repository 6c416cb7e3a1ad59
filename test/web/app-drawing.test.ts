/** The page's one drawing loop (no browser needed): a change made while the page is drawn is drawn after, never inside. */
import { createApp } from "../../src/web/page/app";
import { setLaws } from "../../src/web/scenario-edit";

describe("drawing the page", () => {
  test("a change made while a part draws (a text field's change on losing focus) is drawn after that drawing, and the last drawing shows it", () => {
    const app = createApp(() => undefined);
    const drawn: string[] = [];
    let changeWhileDrawing = false;
    app.onRender(() => {
      drawn.push(`first part: ${(app.scenario().laws ?? []).join(",")}`);
      if (changeWhileDrawing) {
        changeWhileDrawing = false;
        app.edit((s) => setLaws(s, ["enforced-travel-ban"]));
      }
      drawn.push("first part done");
    });
    app.onRender(() => drawn.push(`second part: ${(app.scenario().laws ?? []).join(",")}`));
    app.load({ map: "26 20" }, "test");
    drawn.length = 0;
    changeWhileDrawing = true;
    app.refresh();
    // Each part drawn whole, in order, then once more for the change.
    expect(drawn).toEqual(["first part: ", "first part done", "second part: enforced-travel-ban", "first part: enforced-travel-ban", "first part done", "second part: enforced-travel-ban"]);
  });
});
