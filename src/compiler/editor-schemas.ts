/**
 * Every JSON Schema `toolc schema` writes: the definition files' (from the structural shapes) and
 * `toolc.config.yaml`'s (the loader's own schema, with the rule ids of the registry as the allowed
 * `rules` keys, which the loader checks separately for its "did you mean").
 */
import { CONFIG_SCHEMA } from "./config/schema.js";
import { ruleDefaults } from "./rules/index.js";
import { DEFINITION_SCHEMAS, documentSchema, type JsonSchema } from "./structure/json-schema.js";

/** One schema file. */
export interface EditorSchema {
  file: string;
  schema: JsonSchema;
}

/** The config schema as a 2020-12 document for editors. */
export function configDocumentSchema(): JsonSchema {
  const ruleIds = [...ruleDefaults().keys()].sort();
  const rules = { ...CONFIG_SCHEMA.properties.rules, propertyNames: { enum: ruleIds } };
  return {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    title: "toolc: `toolc.config.yaml`",
    ...CONFIG_SCHEMA,
    properties: { ...CONFIG_SCHEMA.properties, rules },
  };
}

/** All editor schemas, in a fixed order (the output is deterministic). */
export function editorSchemas(): EditorSchema[] {
  const definitions = DEFINITION_SCHEMAS.map((entry) => ({
    file: entry.file,
    schema: documentSchema(entry.title, entry.shape, "required" in entry ? entry.required : []),
  }));
  return [...definitions, { file: "toolc-config.schema.json", schema: configDocumentSchema() }];
}
