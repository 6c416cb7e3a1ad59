/**
 * The per-player settings panel: which of their technologies ti4-reach should
 * count, for tables where no technology cards lie out, and whether the drawing
 * is seen by everyone or only by the active player (one setting for the table).
 * Opened from the table's context menu ("TI4 Reach: my technologies"), shown
 * only to that player, saved with the game.
 */
import { Border, Button, CheckBox, Color, PlayerPermission, ScreenUIElement, Text, VerticalBox, world } from "@tabletop-playground/api";
import type { Player } from "@tabletop-playground/api";
import { MOVEMENT_TECHNOLOGIES, effectName, errorMessage } from "../../core/all";
import { loadSettings, saveSettings, technologiesOf } from "./settings";
import type { OverlayVisibility } from "./settings";

export const OPEN_SETTINGS = "ti4-reach:settings";

/** The technologies the panel offers. */
export const PANEL_TECHNOLOGIES: readonly string[] = MOVEMENT_TECHNOLOGIES;

/** The open panel of each player slot: opening it again replaces it. */
const openPanels = new Map<number, ScreenUIElement>();

/** Sets or unsets one technology for one player in the saved settings. */
export function setTechnology(player: string, technology: string, owned: boolean): void {
  const settings = loadSettings();
  const current = technologiesOf(settings, player);
  const next = owned ? [...current.filter((t) => t !== technology), technology] : current.filter((t) => t !== technology);
  saveSettings({ ...settings, technologies: { ...settings.technologies, [player]: next } });
}

/** Sets who sees the drawing, for the whole table. */
export function setOverlayVisibility(visibility: OverlayVisibility): void {
  saveSettings({ ...loadSettings(), overlayVisibility: visibility });
}

/** Sets whether every ship group gets a label, for the whole table. */
export function setAllLabels(allLabels: boolean): void {
  saveSettings({ ...loadSettings(), allLabels });
}

export const ONLY_ACTIVE_LABEL = "Only the active player sees the drawing";
export const ALL_LABELS_LABEL = "Label every ship group (also those that cannot reach)";

/** Runs a panel's callback: a failure is a chat line (the controller's guard), never an error in the game. */
export type Guard = (player: Player | undefined, work: () => void) => void;

/** Closes every open panel (ti4-reach stopping). */
export function closeSettingsPanels(): void {
  for (const [slot, ui] of [...openPanels]) {
    openPanels.delete(slot);
    world.removeScreenUIElement(ui);
  }
}

export function openSettingsPanel(player: Player, playerId: string, guarded: Guard): ScreenUIElement {
  const slot = player.getSlot();
  const previous = openPanels.get(slot);
  if (previous !== undefined) world.removeScreenUIElement(previous);
  const settings = loadSettings();
  const owned = technologiesOf(settings, playerId);
  const box = new VerticalBox().setChildDistance(4);
  const saving = (work: () => void): void =>
    guarded(player, () => {
      try {
        work();
      } catch (e) {
        // Not a fault of ti4-reach's: told as it is, to a player who may have left meanwhile.
        try {
          player.sendChatMessage(`ti4-reach: could not save the setting (${errorMessage(e)})`, player.getPlayerColor());
        } catch (left) {
          // no one left to tell
        }
      }
    });
  const onlyActive = new CheckBox().setText(ONLY_ACTIVE_LABEL).setIsChecked(settings.overlayVisibility === "active-player");
  onlyActive.onCheckStateChanged.add((_box, _player, isChecked) => saving(() => setOverlayVisibility(isChecked ? "active-player" : "everyone")));
  box.addChild(onlyActive);
  const everyLabel = new CheckBox().setText(ALL_LABELS_LABEL).setIsChecked(settings.allLabels);
  everyLabel.onCheckStateChanged.add((_box, _player, isChecked) => saving(() => setAllLabels(isChecked)));
  box.addChild(everyLabel);
  box.addChild(new Text().setText(`TI4 Reach: technologies of ${playerId}`).setFontSize(14).setBold(true));
  box.addChild(new Text().setText("Counted when no technology cards lie out for you.").setFontSize(10));
  for (const tech of PANEL_TECHNOLOGIES) {
    const check = new CheckBox().setText(effectName(tech)).setIsChecked(owned.indexOf(tech) >= 0);
    check.onCheckStateChanged.add((_box, _player, isChecked) => saving(() => setTechnology(playerId, tech, isChecked)));
    box.addChild(check);
  }
  const ui = new ScreenUIElement();
  const close = new Button().setText("Close");
  close.onClicked.add((_button, clicker) =>
    guarded(clicker, () => {
      openPanels.delete(slot);
      world.removeScreenUIElement(ui);
    }),
  );
  box.addChild(close);
  ui.widget = new Border().setColor(new Color(0.05, 0.07, 0.12, 0.95)).setChild(box);
  ui.positionX = 0.05;
  ui.positionY = 0.1;
  ui.relativePositionX = true;
  ui.relativePositionY = true;
  ui.width = 380; // pixels: a screen UI does not take its widget's size
  ui.height = 150 + 28 * PANEL_TECHNOLOGIES.length;
  ui.players = new PlayerPermission().setPlayerSlots([player.getSlot()]);
  world.addScreenUI(ui);
  openPanels.set(slot, ui);
  return ui;
}
