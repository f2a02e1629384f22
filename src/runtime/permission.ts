/**
 * The permission gate. `auto` runs; `confirm`/`prompt` ask the approver; `deny` never runs.
 * Fails closed: no approver, an approver that throws, or an unknown answer all deny.
 * @see ../../../shared/spec/README.md §6
 */
import type { CallTarget } from "./target.js";
import type { ApprovalDecision, Approver } from "./types.js";

/** The reference's denial text, which models have learned to read. */
export const USER_DENIED = "Permission denied by user. You do not have permission to use this tool.";

/** Remembers `allow-always` answers for the lifetime of one runtime. */
export class PermissionGate {
  readonly #approve: Approver | undefined;
  /** Tool keys the user allowed for good (per tool, across agents, like the reference). */
  readonly #alwaysAllowed = new Set<string>();

  constructor(approve: Approver | undefined) {
    this.#approve = approve;
  }

  /** `null` when the call may run, otherwise the error to return. */
  async check(target: CallTarget, name: string, args: Record<string, unknown>): Promise<string | null> {
    if (target.permission === "auto") return null;
    if (target.permission === "deny") return `Permission denied by policy: tool '${name}' is never allowed to run.`;
    if (this.#alwaysAllowed.has(target.key)) return null;
    if (!this.#approve) {
      return `Permission denied: tool '${name}' needs approval and no approver is configured.`;
    }
    const decision = await this.#ask({ tool: name, agent: target.agent, args, risk: target.risk });
    if (decision === "allow-always") this.#alwaysAllowed.add(target.key);
    return decision === "allow" || decision === "allow-always" ? null : USER_DENIED;
  }

  async #ask(request: Parameters<Approver>[0]): Promise<ApprovalDecision | "error"> {
    try {
      // A copy: the approver sees exactly what will run but cannot change it.
      return await this.#approve!({ ...request, args: structuredClone(request.args) });
    } catch {
      return "error";
    }
  }
}
