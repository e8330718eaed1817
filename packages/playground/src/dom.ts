/**
 * A tiny helper for building HTML with the DOM (no framework).
 *
 * @module
 */

/** Attributes and properties of an element: strings set attributes, functions listen to events (`on…`). */
export type Props = Readonly<Record<string, string | number | boolean | undefined | ((event: Event) => void)>>;

/** An HTML element with attributes, listeners and children. */
export function h<K extends keyof HTMLElementTagNameMap>(tag: K, props: Props = {}, children: readonly (Node | string | undefined)[] = []): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) {
    if (value === undefined || value === false) continue;
    if (typeof value === "function") node.addEventListener(name.slice(2).toLowerCase(), value);
    else if (value === true) node.setAttribute(name, "");
    else node.setAttribute(name, String(value));
  }
  for (const child of children) if (child !== undefined) node.append(child);
  return node;
}
