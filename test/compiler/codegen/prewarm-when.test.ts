/**
 * When a compile starts the code builder ahead (codegen/prewarm.ts prewarmWhen): never for a small project, from
 * discovery on for a first generation or with the caches off, else only once the load has read many changed files
 * (compile() counts them through check()'s `loaded`).
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { cacheDir } from "../../../src/compiler/cache/store.js";
import { MIN_FILES_TO_PREWARM, prewarmWhen } from "../../../src/compiler/codegen/prewarm.js";
import { PLAN_RECORDS_FILE } from "../../../src/compiler/codegen/plan-records-store.js";
import { check } from "../../../src/compiler/index.js";
import { useFreshCacheHome } from "../../helpers/cache-home.js";
import { writeProject } from "../../helpers/project.js";
import { REPO_ROOT } from "./helpers.js";

describe("when the builder starts ahead", () => {
  useFreshCacheHome();

  it("is never for a small project, at discovery for a first generation or without caches, else after the load", () => {
    const root = writeProject({});
    const dir = cacheDir(root);
    expect(prewarmWhen(MIN_FILES_TO_PREWARM - 1, dir)).toBe("never");
    expect(prewarmWhen(MIN_FILES_TO_PREWARM, dir)).toBe("discovery");
    expect(prewarmWhen(MIN_FILES_TO_PREWARM, undefined)).toBe("discovery");
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, PLAN_RECORDS_FILE), "");
    expect(prewarmWhen(MIN_FILES_TO_PREWARM, dir)).toBe("load");
    expect(prewarmWhen(MIN_FILES_TO_PREWARM, undefined)).toBe("discovery");
  });

  it("is told by the load how many definition files no record vouched for: all at first, then the changed ones", () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 120; i++) files[`config/tools/tool_${i}.md`] = `---\nname: tool_${i}\ndescription: Tool ${i}.\nendpoint: https://api.example.com/${i}\n---\n`;
    // An agent, whose text every run reads (its tools and prompt): read, but vouched for, so not counted.
    files["config/agents/lead_agent.md"] = "---\nname: lead_agent\ntools: {tool_1: auto, tool_2: confirm}\n---\nLead.\n";
    const root = writeProject(files);
    const readBy = (): number => {
      let read = -1;
      check({ root, loaded: (count) => (read = count) });
      return read;
    };
    expect(readBy()).toBe(121);
    // Read once more: the first run's records are too new to be trusted (cache/stat-records.ts RACY_MS).
    const old = new Date(Date.now() - 3600_000);
    for (const rel of Object.keys(files)) utimesSync(path.join(root, rel), old, old);
    readBy();
    expect(readBy()).toBe(0);
    writeFileSync(path.join(root, "config/tools/tool_7.md"), `---\nname: tool_7\ndescription: Edited.\nendpoint: https://api.example.com/7\n---\n`);
    expect(readBy()).toBe(1);
  });

  it("is not needed by a build that formats nothing: the builders are not even loaded then", () => {
    const module = pathToFileURL(path.join(REPO_ROOT, "dist/src/compiler/codegen/build-code.js")).href;
    const script = `
      import { createRequire } from "node:module";
      const { buildCode } = await import(${JSON.stringify(module)});
      const built = await buildCode([]);
      const loaded = Object.keys(createRequire(import.meta.url).cache).filter((file) => file.includes("ts-morph"));
      console.log(JSON.stringify({ built, loaded }));
    `;
    const out = execFileSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" });
    expect(JSON.parse(out)).toEqual({ built: [], loaded: [] });
  });
});
