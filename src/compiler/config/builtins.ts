/**
 * The default catalogues of both reference systems: Markdown builtins and reserved names, and the
 * Agent Core builtin toolsets with host metadata: the defaults of `toolc.config.yaml` (config/defaults.ts), which
 * the catalog and the rules read from the loaded config.
 * @see ../../../docs/rules.md §2
 */
import type { ApprovalPolicy, CatalogParameter, Risk } from "../../runtime/catalog.js";

/** A Markdown-format builtin tool (registered before custom tools). */
export interface MdBuiltin {
  name: string;
  permission: "auto" | "confirm";
  description: string;
  parameters: CatalogParameter[];
}

/** Host metadata of one core builtin tool. */
export interface CoreBuiltin {
  name: string;
  risk: Risk;
  /** `null`: approved under `tool.call:<name>`. */
  capability: string | null;
  approvalPolicy: ApprovalPolicy;
  modelOutputPolicy: "content" | "current_turn";
  /** Capability that is always required, even when metadata swaps `capability` (`session_search`). */
  alwaysRequires?: string;
}

const param = (name: string, type: CatalogParameter["type"], required: boolean, description: string, extra: Partial<CatalogParameter> = {}): CatalogParameter => ({
  name,
  type,
  description,
  required,
  default: null,
  enum: null,
  ...extra,
});

/** Markdown builtins in registration order [MD §1.6, §2.5]. */
export const DEFAULT_MD_BUILTINS: readonly MdBuiltin[] = [
  {
    name: "call_subagent",
    permission: "auto",
    description:
      "Call a specialized sub-agent to handle specific tasks. IMPORTANT: Do NOT combine this tool with other tool calls in the same response — use it alone.",
    parameters: [
      param("agent_name", "string", true, "Name of the sub-agent to call"),
      param("instruction", "string", true, "Instruction for the sub-agent"),
      param("fresh_start", "boolean", false, "Start the sub-agent with a fresh context"),
    ],
  },
  {
    name: "web_search",
    permission: "auto",
    description: "Search the web for information.",
    parameters: [
      param("query", "string", true, "Search query"),
      param("freshness", "string", false, "Time range filter", {
        default: "noLimit",
        enum: ["noLimit", "oneDay", "oneWeek", "oneMonth", "oneYear"],
      }),
      param("count", "integer", false, "Number of results", { default: 10 }),
    ],
  },
  {
    name: "web_fetch",
    permission: "confirm",
    description: "Fetch a web page and return its content.",
    parameters: [
      param("url", "string", true, "URL to fetch"),
      param("max_content_length", "integer", false, "Maximum content length", { default: 20000 }),
    ],
  },
];

/** Names reserved for host tools created per request [MD §1.6]. */
export const DEFAULT_MD_RESERVED: readonly string[] = ["create_artifact", "update_artifact", "rewrite_artifact", "read_artifact"];

const core = (
  name: string,
  risk: Risk,
  capability: string | null,
  approvalPolicy: ApprovalPolicy,
  modelOutputPolicy: CoreBuiltin["modelOutputPolicy"] = "content",
): CoreBuiltin => ({ name, risk, capability, approvalPolicy, modelOutputPolicy });

/** Core builtin toolsets with host metadata [CORE §3.1, §3.2]. */
export const DEFAULT_CORE_TOOLSETS: Readonly<Record<string, readonly CoreBuiltin[]>> = {
  coding: [
    core("read_file", "low", "fs.read", "auto"),
    core("write_file", "medium", "fs.write", "prompt"),
    core("patch", "medium", "fs.write", "prompt"),
    core("search_files", "low", "fs.read", "auto"),
    core("terminal", "high", "terminal.exec", "prompt"),
    core("web_extract", "medium", "network.fetch", "prompt"),
    core("skills_list", "low", null, "auto", "current_turn"),
    core("skill_view", "low", null, "auto", "current_turn"),
    core("skill_manage", "medium", "fs.write", "prompt"),
    core("todo", "low", null, "auto"),
    core("clarify", "low", null, "auto"),
    { ...core("session_search", "medium", "session.read", "prompt", "current_turn"), alwaysRequires: "session.read" },
  ],
  demiurge_control: [
    core("tools_list", "low", null, "auto", "current_turn"),
    core("task_list", "low", "task.control", "auto"),
    core("delegate_task", "medium", null, "auto"),
    core("task_status", "low", "task.control", "auto"),
    core("task_control", "medium", "task.control", "auto"),
    core("yield_until", "low", "task.control", "auto"),
    core("evolve_core", "high", "tool.call:evolve_core", "prompt"),
    core("rollback_core", "high", "tool.call:rollback_core", "prompt"),
  ],
  schedule: [core("schedule_manage", "high", "schedule.manage", "prompt")],
};

/** Risk levels, lowest first [CORE §1.3]. */
export const RISK_ORDER: readonly Risk[] = ["low", "medium", "high", "critical"];

/** Approval policies, weakest first [CORE §1.3]. */
export const APPROVAL_ORDER: readonly ApprovalPolicy[] = ["auto", "prompt", "deny"];
