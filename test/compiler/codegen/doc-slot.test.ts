/**
 * A tool's description as its call's JSDoc slot (slots.ts `doc`, doc-comment.ts): the formatted file with the
 * placeholder, filled in, is the file formatted with the description printed in place, for any description (blank
 * lines, indentation, tabs, `*\/`, CRLF, stars, backticks); only a comment line's trailing spaces are left out.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { callDoc } from "../../../src/compiler/codegen/doc-comment.js";
import { formatOne } from "../../../src/compiler/codegen/format.js";
import { printFile } from "../../../src/compiler/codegen/printer.js";
import { TextSlots } from "../../../src/compiler/codegen/slots.js";
import { toolFileStatements } from "../../../src/compiler/codegen/tool-file.js";
import type { ToolNames } from "../../../src/compiler/codegen/names.js";
import type { CatalogTool } from "../../../src/runtime/catalog.js";

const NAMES: ToolNames = { key: "t", file: "tools/t.ts", module: "tools/t.js", pascal: "T", fn: "t", input: "TInput", output: "TOutput", meta: "tTool", validator: "validateT" };

const toolOf = (description: string): CatalogTool => ({ name: "t", kind: "http", description, provenance: "http:config/tools/t.md", permission: "confirm", inputSchema: { type: "object", properties: {} } }) as unknown as CatalogTool;

/** The tool file with its description printed and formatted in place (the generator before the slot). */
async function printed(tool: CatalogTool): Promise<string> {
  return formatOne(printFile("// header", toolFileStatements(tool, NAMES)));
}

/** The tool file formatted with the placeholder, then filled in. */
async function filled(tool: CatalogTool): Promise<string> {
  const slots = new TextSlots("0123456789abcdef");
  const skeleton = await formatOne(printFile("// header", toolFileStatements(tool, NAMES, slots.doc(callDoc(tool)))));
  return slots.fill(skeleton);
}

const withoutTrailingSpaces = (text: string): string => text.replace(/[ \t]+$/gm, "");

/** Descriptions made of what a JSDoc must get right. */
const description = fc.array(fc.constantFrom("a", "Word", " ", "  ", "\t", "\n", "\n\n", "\r\n", "*", "*/", "/*", "`x`", "@param", "- item", "é", "🚀"), { maxLength: 24 }).map((parts) => parts.join(""));

describe("the call's JSDoc slot", () => {
  it("fills in what formatting the description in place gives, but a comment line's trailing spaces", async () => {
    await fc.assert(
      fc.asyncProperty(description, async (text) => {
        const tool = toolOf(text);
        const [expected, actual] = [await printed(tool), await filled(tool)];
        expect(actual).toBe(withoutTrailingSpaces(expected));
        // Formatted already: prettier leaves it as it is.
        expect(await formatOne(actual)).toBe(actual);
      }),
      { numRuns: 60 },
    );
  }, 60_000);

  it("writes one line, several, and the name for a blank description", async () => {
    expect(await filled(toolOf("One line."))).toContain("\n/** One line. */\nexport function t(");
    expect(await filled(toolOf("Lead.\n\n  - indented\n"))).toContain("\n/**\n * Lead.\n *\n *   - indented\n */\nexport function t(");
    expect(await filled(toolOf(" \n "))).toContain("\n/** Calls `t`. */\n");
  });
});
