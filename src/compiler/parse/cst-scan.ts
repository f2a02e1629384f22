/**
 * One pass over the `yaml` package's CST (its token tree, built without recursion) before the document is
 * composed, for two things the composer does not check:
 * - **nesting depth**: composing, and every recursive walk after it (structure, alias count, schema walkers,
 *   ajv, codegen), would overflow the stack on `- - - … x` 3,000 levels deep; nothing legitimate nests
 *   anywhere near {@link MAX_YAML_DEPTH}, so deeper documents are refused before they are composed;
 * - **tabs between tokens**: YAML 1.2 (the `yaml` package) allows a tab as separation space
 *   (`permission:\tauto`), but PyYAML, which both reference loaders use, fails with "found character '\t'
 *   that cannot start any token". Tabs inside quoted scalars, block-scalar content and comments are fine.
 * The walk uses an explicit stack, so it cannot overflow either.
 */
import type { CST } from "yaml";

/** Collections (mappings, sequences, flow collections) nested deeper than this are refused. */
export const MAX_YAML_DEPTH = 256;

/** What the scan found: the first collection past the depth limit, and the first tab PyYAML rejects. */
export interface CstScan {
  /** Offset of the first collection nested deeper than {@link MAX_YAML_DEPTH}. */
  tooDeepAt?: number;
  /** Offset of the first tab outside quoted scalars, block-scalar content and comments. */
  tabAt?: number;
}

type Item = { start?: CST.SourceToken[]; key?: CST.Token | null; sep?: CST.SourceToken[]; value?: CST.Token };

/** Scans `tokens` (the Parser's output for one text) in document order; stops at the first too-deep collection. */
export function scanCst(tokens: readonly CST.Token[]): CstScan {
  const result: CstScan = {};
  // Parallel stacks of tokens and their depths, pushed in reverse so they pop in document order.
  const stack: CST.Token[] = [];
  const depths: number[] = [];
  const push = (token: CST.Token | null | undefined, depth: number) => {
    if (!token) return;
    stack.push(token);
    depths.push(depth);
  };
  const pushAll = (list: readonly CST.Token[] | undefined, depth: number) => {
    for (let i = (list?.length ?? 0) - 1; i >= 0; i--) push(list![i], depth);
  };
  pushAll(tokens, 0);
  while (stack.length > 0) {
    const token = stack.pop()!;
    const depth = depths.pop()!;
    if (isCollection(token) && depth + 1 > MAX_YAML_DEPTH) return { ...result, tooDeepAt: token.offset };
    if (result.tabAt === undefined) result.tabAt = ownTab(token);
    pushChildren(token, isCollection(token) ? depth + 1 : depth, push, pushAll);
  }
  return result;
}

function isCollection(token: CST.Token): token is CST.BlockMap | CST.BlockSequence | CST.FlowCollection {
  return token.type === "block-map" || token.type === "block-seq" || token.type === "flow-collection";
}

/** A tab in the token's own text: separation space, or a plain scalar (PyYAML ends a plain scalar at a tab). */
function ownTab(token: CST.Token): number | undefined {
  if (token.type !== "space" && token.type !== "scalar") return undefined;
  const index = token.source.indexOf("\t");
  return index === -1 ? undefined : token.offset + index;
}

type Push = (token: CST.Token | null | undefined, depth: number) => void;
type PushAll = (list: readonly CST.Token[] | undefined, depth: number) => void;

/** Pushes the token's children, last first (no arrays are built: this runs over every token of every file). */
function pushChildren(token: CST.Token, depth: number, push: Push, pushAll: PushAll): void {
  switch (token.type) {
    case "document":
      pushAll(token.end, depth);
      push(token.value, depth);
      pushAll(token.start, depth);
      return;
    case "doc-end":
    case "alias":
    case "scalar":
    case "single-quoted-scalar":
    case "double-quoted-scalar":
      pushAll(token.end, depth);
      return;
    case "block-scalar":
      pushAll(token.props, depth);
      return;
    case "flow-collection":
      pushAll(token.end, depth);
      pushItems(token.items, depth, push, pushAll);
      push(token.start, depth);
      return;
    case "block-map":
    case "block-seq":
      pushItems(token.items as Item[], depth, push, pushAll);
  }
}

function pushItems(items: readonly Item[], depth: number, push: Push, pushAll: PushAll): void {
  for (let i = items.length - 1; i >= 0; i--) {
    const item = items[i]!;
    push(item.value, depth);
    pushAll(item.sep, depth);
    push(item.key, depth);
    pushAll(item.start, depth);
  }
}
