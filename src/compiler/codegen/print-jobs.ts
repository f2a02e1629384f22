/**
 * Prints code jobs (code-jobs.ts) with ts-morph: each job's statement structures, printed once with its
 * header. Runs in a worker thread when generation has workers (they load ts-morph while the main thread
 * still checks the project), else on the main thread; the text is the same either way.
 */
import { agentFileStatements } from "./agent-file.js";
import type { CodeJob } from "./code-jobs.js";
import { indexFileStatements, typesFileStatements } from "./index-file.js";
import { printFile } from "./printer.js";
import { toolFileStatements } from "./tool-file.js";
import { toolRefsStatements } from "./tools-ts.js";
import { validatorTypesStatements } from "./validators-types.js";

/** The printed (not yet formatted) text of one generated code file. */
export function printJob(job: CodeJob): string {
  return printFile(job.header, statementsOf(job));
}

function statementsOf(job: CodeJob): ReturnType<typeof typesFileStatements> {
  switch (job.kind) {
    case "tool":
      return toolFileStatements(job.tool, job.names, job.doc);
    case "agent":
      return agentFileStatements(job.agentName, job.tools, job.names, job.literals);
    case "index":
      return indexFileStatements(job.literals);
    case "types":
      return typesFileStatements();
    case "tool-refs":
      return toolRefsStatements(job.agentName, job.constName, job.literal);
    case "validator-types":
      return validatorTypesStatements();
  }
}
