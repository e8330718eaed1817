/**
 * The TypeDoc plugin that `npm run docs` runs (scripts/typedoc-fields.mjs): it reports every field
 * of an exported type without a description, every exported type spelled as io-ts's `t.TypeOf`,
 * and every member of a union of named interfaces without a description, and nothing else.
 */
import { fileURLToPath } from "node:url";
import { Application } from "typedoc";
import { describe, expect, it } from "vitest";

const fixture = (file: string) => fileURLToPath(new URL(`./fixtures/${file}`, import.meta.url));
const plugin = fileURLToPath(new URL("../../scripts/typedoc-fields.mjs", import.meta.url));

/** The fixture converted once by TypeDoc with the plugin loaded (a conversion builds a TypeScript program: seconds). */
let converted: Promise<{ app: Application; project: NonNullable<Awaited<ReturnType<Application["convert"]>>> }> | undefined;

/** The validation warnings of a TypeDoc validation of the fixture, with the plugin loaded. */
async function warnings(notDocumented = true): Promise<string[]> {
  converted ??= (async () => {
    const app = await Application.bootstrapWithPlugins({
      entryPointStrategy: "resolve",
      entryPoints: [fixture("fields.ts")],
      tsconfig: fixture("tsconfig.json"),
      plugin: [plugin],
      skipErrorChecking: true,
      logLevel: "Error",
    });
    const project = await app.convert();
    if (project === undefined) throw new Error("TypeDoc could not convert the fixture");
    return { app, project };
  })();
  const { app, project } = await converted;
  app.options.setValue("validation", { notExported: false, invalidLink: false, notDocumented });
  const messages: string[] = [];
  app.logger.validationWarning = (message: string) => {
    messages.push(message);
  };
  app.validate(project);
  return messages;
}

describe("the typedoc-fields plugin", () => {
  it("reports the field without a description, the t.TypeOf alias and the undescribed union member, and nothing else", async () => {
    const found = await warnings();
    const plugin = found.filter((m) => /has no description|spelled with io-ts's TypeOf/.test(m));
    expect(plugin).toHaveLength(3);
    expect(plugin.some((m) => m.startsWith("Undocumented.size (a field of Undocumented"))).toBe(true);
    expect(plugin.some((m) => m.startsWith("Spelled") && m.includes("spelled with io-ts's TypeOf"))).toBe(true);
    expect(plugin.some((m) => m.startsWith("BareUnion") && m.includes("the union member Undocumented has no description"))).toBe(true);
    expect(plugin.some((m) => m.includes("Documented.name") || m.includes("DescribedUnion"))).toBe(false);
  });

  it("checks nothing when validation.notDocumented is off", async () => {
    expect((await warnings(false)).filter((m) => /has no description|spelled with io-ts's TypeOf/.test(m))).toEqual([]);
  });
});
