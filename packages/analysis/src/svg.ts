/**
 * Draws a chart specification to SVG with Vega-Lite and Vega, in Node or a browser, with no
 * canvas and no DOM (Vega's headless `"none"` renderer).
 *
 * `vega` and `vega-lite` are ECMAScript modules only. They are loaded with a dynamic `import()`
 * when the first chart is drawn, so the CommonJS build of this package still loads with
 * `require` (Node 20 and later import ESM from CommonJS this way), and the rest of the package
 * never loads them.
 *
 * @module
 */
import type { TopLevelSpec } from "vega-lite";
import type { ChartSpec } from "./charts";

/**
 * Makes Vega's SVG fit to be inlined, several to a page, the same for the same chart: the ids it
 * defines (clip paths, gradients) and their references get `prefix` so that charts on one page do
 * not share ids, and the unused XLink namespace declaration is dropped.
 *
 * @example
 * normaliseSvg('<svg><clipPath id="clip1"/><g clip-path="url(#clip1)"/></svg>', "c2");
 * // '<svg><clipPath id="c2-clip1"/><g clip-path="url(#c2-clip1)"/></svg>'
 * @category Charts
 */
export function normaliseSvg(svg: string, prefix: string): string {
  let out = svg
    .replace(/\sid="([^"]+)"/g, (_, id: string) => ` id="${prefix}-${id}"`)
    .replace(/url\(#([^)]+)\)/g, (_, id: string) => `url(#${prefix}-${id})`)
    .replace(/href="#([^"]+)"/g, (_, id: string) => `href="#${prefix}-${id}"`);
  if (!/xlink:[a-z]/i.test(out.replace(/xmlns:xlink="[^"]*"/g, ""))) out = out.replace(/\sxmlns:xlink="[^"]*"/g, "");
  return out;
}

/**
 * Draws a Vega-Lite specification (its data inline) to an SVG string: compiled to Vega by
 * `vega-lite`, laid out and drawn by `vega`'s headless renderer, then {@link normaliseSvg}d with
 * `prefix`. The same specification gives the same string (Vega's own id counter is reset before
 * each chart; draw charts one after the other, not concurrently). Warnings of either library are
 * silenced; an invalid specification rejects.
 *
 * @example
 * const svg = await renderSvg(winRateChart(report)!, "win-rates");
 * @category Charts
 */
export async function renderSvg(spec: ChartSpec, prefix = "chart"): Promise<string> {
  const [vegaLite, vega] = await Promise.all([import("vega-lite"), import("vega")]);
  const quiet = vega.logger(vega.None);
  const compiled = vegaLite.compile(spec as unknown as TopLevelSpec, { logger: quiet }).spec;
  vega.resetSVGDefIds();
  const view = new vega.View(vega.parse(compiled), { renderer: "none", logger: quiet });
  try {
    return normaliseSvg(await view.toSVG(), prefix);
  } finally {
    view.finalize();
  }
}
