/**
 * The null → absent step for strict provider profiles: a model in OpenAI strict mode sends `null` for every
 * property it leaves out; the runtime drops exactly the `null`s of properties the transform made nullable
 * (catalog `nullableAbsent`), so defaults apply and validation passes; a property that was nullable in the
 * author's schema keeps its `null`. Real catalog (compiled project), real validators, real HTTP server.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCatalog } from "../../src/compiler/catalog/index.js";
import { check } from "../../src/compiler/index.js";
import { createRuntime } from "../../src/runtime/runtime.js";
import type { Catalog } from "../../src/runtime/catalog.js";
import { writeProject } from "../helpers/project.js";
import { sendJson, startServer, validatorsFor, type TestServer } from "./helpers.js";

let server: TestServer;
beforeAll(async () => {
  server = await startServer((_req, res) => sendJson(res, "ok"));
});
afterAll(() => server.close());

function strictCatalog(providers: string): Catalog {
  const tool = `---
name: find
description: "Find"
type: http
permission: auto
endpoint: "${server.url}/find"
method: POST
input_schema:
  type: object
  properties:
    query: { type: string }
    limit: { type: integer, default: 10 }
    cursor: { type: [string, "null"] }
    filter:
      type: object
      properties:
        owner: { $ref: "#/$defs/person" }
    people: { type: array, items: { $ref: "#/$defs/person" } }
  required: [query]
  $defs:
    person: { type: object, properties: { name: { type: string }, email: { type: string } }, required: [name] }
---

Find.
`;
  const result = check({ root: writeProject({ "toolc.config.yaml": `providers: ${providers}\n`, "config/tools/find.md": tool }) });
  expect(result.summary.errors).toBe(0);
  return buildCatalog(result.model!).catalog;
}

async function sentBody(catalog: Catalog, args: unknown): Promise<unknown> {
  server.received.length = 0;
  const runtime = createRuntime({ catalog, validators: validatorsFor(catalog), env: {} });
  const result = await runtime.call("find", args);
  await runtime.close();
  expect(result.error).toBeNull();
  return JSON.parse(server.received[0]!.body);
}

describe("null → absent (openai-strict)", () => {
  const strictArgs = {
    query: "q",
    limit: null,
    cursor: null,
    filter: { owner: { name: "ann", email: null } },
    people: [{ name: "bo", email: null }],
  };

  it("drops the nulls the transform stands for (nested, through $ref and array items), keeps an authored null", async () => {
    expect(await sentBody(strictCatalog("[openai-strict]"), strictArgs)).toEqual({
      query: "q",
      limit: 10,
      cursor: null,
      filter: { owner: { name: "ann" } },
      people: [{ name: "bo" }],
    });
  });

  it("without the profile a null stays a value (and fails validation)", async () => {
    const catalog = strictCatalog("[]");
    const runtime = createRuntime({ catalog, validators: validatorsFor(catalog), env: {} });
    expect((await runtime.call("find", strictArgs)).success).toBe(false);
  });
});
