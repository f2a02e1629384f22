/**
 * `toolc/adapters` as a package export: it resolves through `package.json` `exports` to the built `dist/`,
 * and the built adapter modules import only each other and the runtime (relative paths), so no SDK is loaded
 * unless the app imports it itself.
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../compiler/codegen/helpers.js";

const DIST = path.join(REPO_ROOT, "dist/src/runtime/adapters");

describe("toolc/adapters package export", () => {
  it("resolves and exports every adapter", () => {
    const script = 'const m = await import("toolc/adapters"); console.log(Object.keys(m).sort().join(","));';
    const out = execFileSync(process.execPath, ["--input-type=module", "-e", script], { cwd: REPO_ROOT, encoding: "utf8" });
    expect(out.trim()).toBe(
      "aiSdkTools,anthropicTools,nativeToolSet,openaiChatTools,openaiResponsesTools,runAnthropicToolUses,runOpenAIChatToolCalls,runOpenAIResponsesToolCalls",
    );
  });

  it("loads no SDK: the built modules import relative paths only", () => {
    const specifiers = readdirSync(DIST)
      .filter((f) => f.endsWith(".js"))
      .flatMap((f) => [...readFileSync(path.join(DIST, f), "utf8").matchAll(/(?:import|export)[^;]*?from\s+"([^"]+)"|import\("([^"]+)"\)/g)].map((m) => m[1] ?? m[2]!));
    expect(specifiers.length).toBeGreaterThan(0);
    expect(specifiers.filter((s) => !s.startsWith("."))).toEqual([]);
  });
});
