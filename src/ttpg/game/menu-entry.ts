/**
 * A context-menu entry added once: an entry with the same identifier is taken
 * away first, as TI4-TTPG-TS does before each of its own, so that a script
 * reload (whose new script adds its entries again) never lists one twice.
 */
interface MenuHolder {
  addCustomAction(name: string, tooltip?: string, identifier?: string): void;
  removeCustomAction(identifier: string): void;
}

export function addMenuEntry(holder: MenuHolder, name: string, tooltip: string, identifier: string): void {
  holder.removeCustomAction(identifier);
  holder.addCustomAction(name, tooltip, identifier);
}
