/**
 * README "With an SDK": every program is complete and minimal (at most 15 lines, no type cast), and type-checks
 * with the real `tsc --strict` against the real SDK packages (`openai`, `@anthropic-ai/sdk`, `ai`,
 * `@ai-sdk/openai`), `toolc/adapters` and `toolc/runtime` as built in `dist/`, and the generated output of
 * examples/markdown-stock as `generated/`. Also a consumer file showing the adapters keep tool names literal.
 */
import { cpSync, readdirSync, readFileSync, symlinkSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir, removeDir, REPO_ROOT, runTsc, STRICT_TSCONFIG, writeTree } from "./compiler/codegen/helpers.js";

/** The ```ts <file> blocks of the README section titled `heading`, as file name → code. */
function sectionBlocks(readme: string, heading: string): Map<string, string> {
  const start = readme.indexOf(`### ${heading}`);
  const rest = readme.slice(start + heading.length + 4);
  const section = rest.slice(0, rest.search(/^#{2,3} /m));
  return new Map([...section.matchAll(/^```ts (\S+)\n([\s\S]*?)^```$/gm)].map((m) => [m[1]!, m[2]!]));
}

const readme = readFileSync(path.join(REPO_ROOT, "README.md"), "utf8");
const blocks = sectionBlocks(readme, "With an SDK (`toolc/adapters`)");
const temp = makeTempDir("readme-sdk");
afterAll(() => removeDir(temp));

/** `node_modules` of the temp project: every package of the repo's, plus `toolc` itself (so `dist/` resolves). */
function linkAllPackages(dir: string): void {
  const nm = path.join(dir, "node_modules");
  writeTree(nm, { ".keep": "" });
  for (const entry of readdirSync(path.join(REPO_ROOT, "node_modules"))) {
    if (!entry.startsWith(".")) symlinkSync(path.join(REPO_ROOT, "node_modules", entry), path.join(nm, entry), "dir");
  }
  symlinkSync(REPO_ROOT, path.join(nm, "toolc"), "dir");
}

const LITERAL_NAMES = `import { anthropicTools, openaiChatTools, openaiResponsesTools } from "toolc/adapters";
import { agent } from "./runtime.js";

type LeadTool = "query_stock_price" | "call_subagent" | "web_search";
export const chat: LeadTool[] = openaiChatTools(agent).map((t) => t.function.name);
export const responses: LeadTool[] = openaiResponsesTools(agent).map((t) => t.name);
// @ts-expect-error get_weather is not a tool of lead_agent
export const wrong: "get_weather"[] = anthropicTools(agent).map((t) => t.name);
`;

describe("README: one minimal program per SDK", () => {
  it("has the runtime set-up and a program for each SDK, each at most 15 lines and without a cast", () => {
    expect([...blocks.keys()]).toEqual(["runtime.ts", "openai-chat.ts", "openai-responses.ts", "anthropic.ts", "ai-sdk.ts"]);
    for (const [file, code] of blocks) {
      expect(code.trimEnd().split("\n").length, file).toBeLessThanOrEqual(15);
      expect(code, file).not.toMatch(/\bas\s|<[A-Z]\w*>\s*\(/);
    }
  });

  it("type-checks every program with tsc --strict against the real SDKs and the generated example", () => {
    cpSync(path.join(REPO_ROOT, "examples/markdown-stock/expected"), path.join(temp, "generated"), { recursive: true });
    writeTree(temp, new Map([...blocks, ["literal-names.ts", LITERAL_NAMES]]));
    linkAllPackages(temp);
    // The SDKs' own declarations need the DOM lib and are not written for every strict flag: skip checking
    // declaration files (as the SDKs advise); every .ts here, the generated files included, is checked strictly.
    const compilerOptions = { ...STRICT_TSCONFIG.compilerOptions, skipLibCheck: true };
    const tsconfig = { compilerOptions, include: ["*.ts", "generated/**/*.ts"] };
    writeTree(temp, { "package.json": JSON.stringify({ type: "module" }), "tsconfig.json": JSON.stringify(tsconfig) });
    const { status, output } = runTsc(temp);
    expect(output).toBe("");
    expect(status).toBe(0);
  });
});
