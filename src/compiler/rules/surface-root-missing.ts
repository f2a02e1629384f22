/**
 * `surface-root-missing`: a core's `runtime.surface_root` (default `agent`) is not a directory inside the
 * core, so the reference loader fails the whole core at start-up.
 * @see ../../../docs/rules.md §10 surface-root-missing, ../../../../shared/reference/agent-core-reference.md §2.1
 */
import path from "node:path";
import { pairOf, stringValue, valueOf } from "../parse/nodes.js";
import { entryKind, staysInside } from "../project/paths.js";
import { fileSpan } from "../source/text.js";
import { eachCore } from "../lint/support/core-support.js";
import { defineRule } from "../lint/rule.js";

/** The `surface-root-missing` rule. */
export default defineRule({
  id: "surface-root-missing",
  defaultSeverity: "error",
  check(ctx) {
    eachCore(ctx, (core) => {
      const doc = core.manifest.doc;
      if (!doc) return;
      const pair = pairOf(doc, valueOf(doc, doc.root, "runtime"), "surface_root");
      if (pair && !ctx.valid(pair.value)) return;
      const written = pair ? stringValue(doc, pair.value) : undefined;
      const surface = written || "agent";
      const coreAbs = path.join(ctx.project.root, core.root);
      const abs = path.resolve(coreAbs, surface);
      const problem = !staysInside(coreAbs, abs) ? "resolves outside the core root" : entryKind(abs) === "directory" ? undefined : "does not exist";
      if (!problem) return;
      const which = written ? `\`runtime.surface_root\` \`${surface}\`` : "the default surface root `agent` (no `runtime.surface_root`)";
      ctx.report({
        at: written ? ctx.span(doc, pair!.value) : fileSpan(core.manifest.path),
        message: `${which} ${problem}: the reference fails the whole core at start-up (\`${problem === "does not exist" ? "missing authored surface" : "path escapes root"}\`)`,
        hint: "create the folder (it holds `pipelines.yaml` and the slots), or point `runtime.surface_root` at it",
      });
    });
  },
});
