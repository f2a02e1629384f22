/**
 * Build step: precompiles, with ajv standalone, the validators toolc would otherwise compile at every
 * start — the JSON Schema 2020-12 meta-schema (input-schema-invalid checks every tool's schema against
 * it) and the toolc.config.yaml schema — into `dist/precompiled/*.cjs`. Loading ajv and compiling the
 * meta-schema cost ~100 ms per run; loading the generated code, ~3 ms.
 * CommonJS because ajv-formats' standalone references are `require` calls.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Ajv } from "ajv";
import { Ajv2020 } from "ajv/dist/2020.js";
import standaloneModule from "ajv/dist/standalone/index.js";
import formatsModule from "ajv-formats";
import { CONFIG_SCHEMA } from "../src/compiler/config/schema.js";
import { META_ID } from "../src/compiler/lint/support/schema-meta.js";

type Plugin = (ajv: Ajv2020) => unknown;
type Standalone = (ajv: Ajv | Ajv2020, refs: Record<string, string>) => string;
const addFormats = ((formatsModule as unknown as { default?: Plugin }).default ?? formatsModule) as unknown as Plugin;
const standaloneCode = ((standaloneModule as unknown as { default?: Standalone }).default ?? standaloneModule) as unknown as Standalone;

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../precompiled");
const ajv = new Ajv2020({ strict: false, allErrors: false, logger: false, validateSchema: false, code: { source: true } });
addFormats(ajv);
ajv.getSchema(META_ID);
mkdirSync(out, { recursive: true });
writeFileSync(path.join(out, "meta-2020.cjs"), `// Generated at build time by scripts/precompile-schemas.ts. Do not edit.\n${standaloneCode(ajv, { meta2020: META_ID })}\n`);

const configAjv = new Ajv({ allErrors: true, strict: false, verbose: true, code: { source: true } });
configAjv.addSchema(CONFIG_SCHEMA, "toolc-config");
writeFileSync(path.join(out, "config.cjs"), `// Generated at build time by scripts/precompile-schemas.ts. Do not edit.\n${standaloneCode(configAjv, { config: "toolc-config" })}\n`);
