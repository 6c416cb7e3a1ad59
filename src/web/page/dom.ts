/** A small element builder: standard DOM only. */
type Attrs = Record<string, string | number | boolean | undefined | ((e: Event) => void)>;
type Child = Node | string | undefined | false;

export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Attrs = {}, ...children: (Child | Child[])[]): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === false) continue;
    if (typeof value === "function") el.addEventListener(name.substring(2).toLowerCase(), value);
    else if (name === "value" && (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement)) el.value = `${value}`;
    else if (name === "checked" && el instanceof HTMLInputElement) el.checked = value === true;
    else el.setAttribute(name, value === true ? "" : `${value}`);
  }
  for (const child of children.flat()) {
    if (child === undefined || child === false) continue;
    el.append(child);
  }
  return el;
}

/** Replaces an element's content, keeping keyboard focus on the control with the same id. */
export function fill(target: HTMLElement, ...children: (Child | Child[])[]): void {
  const active = document.activeElement;
  const focusId = active instanceof HTMLElement && target.contains(active) ? active.id : "";
  target.replaceChildren(...children.flat().filter((c): c is Node | string => c !== undefined && c !== false));
  if (focusId !== "") document.getElementById(focusId)?.focus();
}

export function select(id: string, label: string, options: readonly { value: string; text: string }[], value: string, onChange: (value: string) => void): HTMLElement {
  const control = h("select", { id, onchange: (e: Event) => onChange((e.target as HTMLSelectElement).value) }, ...options.map((o) => h("option", { value: o.value, selected: o.value === value }, o.text)));
  return h("label", { class: "field" }, h("span", {}, label), control);
}

export function checkbox(id: string, label: string, checked: boolean, onChange: (checked: boolean) => void): HTMLElement {
  return h("label", { class: "check" }, h("input", { id, type: "checkbox", checked, onchange: (e: Event) => onChange((e.target as HTMLInputElement).checked) }), label);
}
