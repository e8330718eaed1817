/**
 * A TypeDoc plugin (typedoc.json "plugin"): every field of an exported type is documented, and no
 * exported type is spelled as io-ts's `t.TypeOf<typeof XC>`.
 *
 * `npm run docs` runs it with validation, after TypeDoc's own checks, for every package. It reports
 * (as validation warnings, which `treatWarningsAsErrors` turns into a failed run):
 *   1. a property, method, accessor or enum member of an exported interface, class, type alias or
 *      enum (including the members of a type alias's union of object types, and the fields of an
 *      object type nested in a field) that has no doc comment;
 *   2. an exported type alias that is `t.TypeOf<…>` (or `t.OutputOf<…>`, `t.InputOf<…>`), and an
 *      exported interface that extends one: TypeDoc cannot list the fields of such a type, so its
 *      page shows none (or io-ts internals). Write the type as an interface, and type the codec
 *      against it (`const XC: t.Type<X, X, unknown> = …`), so that the two cannot drift apart;
 *   3. an exported type alias that is a union of named interfaces (an action type, a step, an
 *      effect: one interface per variant) with a member that has no description of its own in the
 *      union (`type A = /** … *\/ | B | /** … *\/ | C`), so that the union's page says what each
 *      variant is, not only its name.
 *
 * Fields of the inferred types of values (a constant's object type, a function's inline return or
 * parameter type) are not fields of an exported type and are not checked here.
 *
 * Skipped when `validation.notDocumented` is off.
 */
import { Application, ReflectionKind } from "typedoc";

/** The kinds that are fields of a type. */
const FIELD = ReflectionKind.Property | ReflectionKind.Method | ReflectionKind.Accessor | ReflectionKind.EnumMember;
/** The named, exported types whose fields must be documented. */
const OWNER = ReflectionKind.Interface | ReflectionKind.Class | ReflectionKind.TypeAlias | ReflectionKind.Enum;
/** io-ts's type-level functions that hide a type's fields from TypeDoc. */
const IO_TS_TYPES = new Set(["TypeOf", "OutputOf", "InputOf"]);

/** The exported type a field belongs to, or `undefined` when it belongs to the type of a value. */
function ownerOf(reflection) {
  for (let r = reflection.parent; r; r = r.parent) {
    if (r.kindOf(ReflectionKind.TypeLiteral) || r.kindOf(FIELD)) continue;
    return r.kindOf(OWNER) ? r : undefined;
  }
  return undefined;
}

/** Whether a type is a reference to one of io-ts's `TypeOf`, `OutputOf` or `InputOf`. */
function isIoTsTypeOf(type) {
  return type?.type === "reference" && type.package === "io-ts" && IO_TS_TYPES.has(type.qualifiedName ?? type.name);
}

/** Whether a type is a reference to an interface of the project (a named variant of a union). */
function isInterfaceReference(type) {
  return type.type === "reference" && type.reflection?.kindOf(ReflectionKind.Interface) === true;
}

/** A method or accessor is documented by a comment on it or on its signatures. */
function documented(reflection) {
  if (reflection.hasComment()) return true;
  const signatures = [
    ...(reflection.signatures ?? []),
    ...(reflection.getSignature ? [reflection.getSignature] : []),
    ...(reflection.setSignature ? [reflection.setSignature] : []),
  ];
  return signatures.some((s) => s.hasComment());
}

/** @param {Application} app */
export function load(app) {
  const reported = new Set();
  app.on(Application.EVENT_VALIDATE_PROJECT, (project) => {
    if (!app.options.getValue("validation").notDocumented) return;
    const where = (r) => {
      const source = r.sources?.[0];
      return source ? `, defined in ${source.fileName}:${source.line}` : "";
    };
    const warn = (reflection, message) => {
      // Each package is validated on its own, then the merged project again: report once.
      const source = reflection.sources?.[0];
      const key = `${source?.fullFileName}:${source?.line}:${source?.character}:${reflection.name}`;
      if (reported.has(key)) return;
      reported.add(key);
      app.logger.validationWarning(message);
    };
    for (const field of project.getReflectionsByKind(FIELD)) {
      // Private and protected members are not shown; inherited ones are checked where declared.
      if (field.flags.isPrivate || field.flags.isProtected || field.inheritedFrom) continue;
      const owner = ownerOf(field);
      if (owner === undefined || documented(field)) continue;
      warn(field, `${field.getFriendlyFullName()} (a field of ${owner.name}${where(field)}) has no description`);
    }
    for (const alias of project.getReflectionsByKind(ReflectionKind.TypeAlias)) {
      const union = alias.type;
      if (union?.type !== "union" || !union.types.some(isInterfaceReference)) continue;
      union.types.forEach((member, i) => {
        const summary = union.elementSummaries?.[i] ?? [];
        if (summary.some((part) => part.text.trim() !== "")) return;
        warn(
          { sources: alias.sources, name: `${alias.name}|${i}` },
          `${alias.getFriendlyFullName()}${where(alias)}: the union member ${member.toString()} has no description (a doc comment before its \`|\`)`,
        );
      });
    }
    for (const type of project.getReflectionsByKind(ReflectionKind.TypeAlias | ReflectionKind.Interface)) {
      const spelled = type.kindOf(ReflectionKind.TypeAlias) ? [type.type] : (type.extendedTypes ?? []);
      if (spelled.some(isIoTsTypeOf)) {
        warn(
          type,
          `${type.getFriendlyFullName()}${where(type)} is spelled with io-ts's TypeOf, so its page lists no fields: write it as an interface and type its codec against it`,
        );
      }
    }
  });
}
