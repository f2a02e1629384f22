import { test } from "vitest";
import { generate } from "../../../src/compiler/codegen/generate.js";
import { stockCatalog, stockSources } from "./fixtures.js";
import { writeFileSync, mkdirSync } from "node:fs";
import { dirname } from "node:path";
test("dump", async () => {
  const files = await generate(stockCatalog(), { sources: stockSources(), toolVersion: "0.1.0" });
  for (const [p, c] of files) { const f = `/tmp/cg/out/${p}`; mkdirSync(dirname(f), { recursive: true }); writeFileSync(f, c); }
});
