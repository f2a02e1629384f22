/**
 * Markdown `parameters` → CatalogParameter list and JSON Schema (the catalog's one input form).
 * Only called for files that passed checking, so values have their documented types.
 * @see ../../../docs/rules.md §4 (parameter entry), ../../../../shared/spec/README.md §2
 */
import type { CatalogParameter, JsonSchema } from "../../runtime/catalog.js";
import type { ParameterFields } from "../model/fields.js";

type ParamType = CatalogParameter["type"];

/** The `parameters` entries of a Markdown tool as catalog parameters, in declaration order. */
export function readParameters(entries: readonly ParameterFields[]): CatalogParameter[] {
  return entries.map((entry) => {
    const required = entry.required?.value;
    const defaultValue = entry.default?.value;
    const enumValue = entry.enum?.value;
    // Keys in code-point order, as catalog.json writes them (its sorted writer then copies nothing).
    return {
      default: isScalarDefault(defaultValue) ? defaultValue : null,
      description: entry.description?.value ?? "",
      enum: Array.isArray(enumValue) ? (enumValue as CatalogParameter["enum"]) : null,
      name: entry.name?.value ?? "",
      required: typeof required === "boolean" ? required : true,
      type: (entry.type?.value ?? "string") as ParamType,
    };
  });
}

function isScalarDefault(value: unknown): value is string | number | boolean {
  return typeof value === "string" || typeof value === "number" || typeof value === "boolean";
}

/**
 * The JSON Schema a parameter list means: a closed object in declaration order, `required` as declared
 * (as the prompt labels it), enums and defaults carried over. Duplicate names keep the last entry, as the
 * reference's validation does. Names are defined as own properties, so `__proto__` stays a parameter.
 */
export function parametersToSchema(parameters: readonly CatalogParameter[]): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const param of parameters) {
    // Keys added in code-point order (catalog.json's), `type` last.
    const property: JsonSchema = {};
    if (param.default !== null) property.default = param.default;
    if (param.description) property.description = param.description;
    if (param.enum && param.enum.length > 0) property.enum = [...param.enum];
    property.type = param.type;
    Object.defineProperty(properties, param.name, { value: property, enumerable: true, writable: true, configurable: true });
    const index = required.indexOf(param.name);
    if (index !== -1) required.splice(index, 1);
    if (param.required) required.push(param.name);
  }
  return { additionalProperties: false, properties, required, type: "object" };
}
