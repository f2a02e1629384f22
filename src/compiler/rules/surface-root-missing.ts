/**
 * `surface-root-missing`: a core's `runtime.surface_root` (default `agent`) is not a directory inside the
 * core, so the reference loader fails the whole core at start-up.
 * @see ../../../docs/rules.md §10 surface-root-missing, ../../../../shared/reference/agent-core-reference.md §2.1
 */
import path from "node:path";
import { entryKind, staysInside } from "../project/paths.js";
import { fileSpan } from "../source/text.js";
import { defineRule } from "../lint/rule.js";

/** The `surface-root-missing` rule. */
export default defineRule({
  id: "surface-root-missing",
  defaultSeverity: "error",
  check(ctx) {
    ctx.each(ctx.model.cores, (core) => {
      if (!core.manifest) return;
      const runtime = core.manifest.fields.runtime?.value;
      const field = runtime?.surface_root;
      if (runtime?.keySpans.has("surface_root") && !field) return;
      const written = field?.value;
      const surface = written || "agent";
      const coreAbs = path.join(ctx.model.root, core.root);
      const abs = path.resolve(coreAbs, surface);
      const problem = !staysInside(coreAbs, abs) ? "resolves outside the core root" : entryKind(abs) === "directory" ? undefined : "does not exist";
      if (!problem) return;
      const which = written ? `\`runtime.surface_root\` \`${surface}\`` : "the default surface root `agent` (no `runtime.surface_root`)";
      ctx.report({
        at: written ? field!.span : fileSpan(core.path),
        message: `${which} ${problem}: the reference fails the whole core at start-up (\`${problem === "does not exist" ? "missing authored surface" : "path escapes root"}\`)`,
        hint: "create the folder (it holds `pipelines.yaml` and the slots), or point `runtime.surface_root` at it",
      });
    });
  },
});
