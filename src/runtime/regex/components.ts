/**
 * Strongly connected components of a graph reached from one node (Tarjan's algorithm, iterative: the
 * product automata of large patterns are deeper than the call stack).
 */

/** The components reachable from `start`, or `undefined` once `exhausted()` says the budget is spent. */
export function componentsFrom(start: number, successors: (node: number) => number[], exhausted: () => boolean): number[][] | undefined {
  const index = new Map<number, number>();
  const low: number[] = [];
  const stack: number[] = [];
  const onStack = new Set<number>();
  const frames: { node: number; next: number[]; at: number }[] = [];
  const components: number[][] = [];
  const open = (node: number) => {
    index.set(node, low.length);
    low.push(low.length);
    stack.push(node);
    onStack.add(node);
    frames.push({ node, next: successors(node), at: 0 });
  };
  open(start);
  while (frames.length > 0) {
    if (exhausted()) return undefined;
    const frame = frames[frames.length - 1]!;
    const id = index.get(frame.node)!;
    if (frame.at < frame.next.length) {
      const target = frame.next[frame.at++]!;
      if (!index.has(target)) open(target);
      else if (onStack.has(target)) low[id] = Math.min(low[id]!, index.get(target)!);
      continue;
    }
    frames.pop();
    const parent = frames[frames.length - 1];
    if (parent) {
      const parentId = index.get(parent.node)!;
      low[parentId] = Math.min(low[parentId]!, low[id]!);
    }
    if (low[id] === id) components.push(popComponent(stack, onStack, frame.node));
  }
  return components;
}

function popComponent(stack: number[], onStack: Set<number>, root: number): number[] {
  const component: number[] = [];
  for (let member = stack.pop()!; ; member = stack.pop()!) {
    onStack.delete(member);
    component.push(member);
    if (member === root) return component;
  }
}
