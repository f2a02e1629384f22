/**
 * Capability grants for authored tools, matched like the reference: exactly, or by a `prefix:*`
 * wildcard at `:` boundaries only (`a:*` grants `a:b` and `a:b:c`; `fs.*` grants nothing; `*` grants
 * nothing). Denials use the reference text `capability denied: <name> for <slot path>`.
 * @see ../../../shared/reference/agent-core-reference.md §1.6
 */

/** Whether one grant item covers `name`. */
export function grantMatches(grant: string, name: string): boolean {
  if (grant === name) return true;
  if (!grant.endsWith(":*") || grant.length < 3) return false;
  // `a:b:*` covers names under `a:b:`, never `a:b` itself.
  return name.startsWith(grant.slice(0, -1));
}

/** Whether any of `grants` covers `name`. */
export function isGranted(grants: readonly string[], name: string): boolean {
  return grants.some((grant) => grantMatches(grant, name));
}

/** The reference's denial text. */
export function capabilityDenied(name: string, slotPath: string): string {
  return `capability denied: ${name} for ${slotPath}`;
}

/** Thrown by `ctx.capability.require`; becomes a failed result carrying exactly its message. */
export class CapabilityDeniedError extends Error {
  constructor(name: string, slotPath: string) {
    super(capabilityDenied(name, slotPath));
    this.name = "CapabilityDeniedError";
  }
}

/** `ctx.capability` handed to authored tools. */
export interface CapabilityFacade {
  /** Throws a {@link CapabilityDeniedError} unless the tool declared `name` in its `capabilities`. */
  require(name: string): void;
  /** Whether the tool declared `name` (no throw). */
  can(name: string): boolean;
}

/** The facade for one tool: its declared `capabilities` list is what it may require. */
export function capabilityFacade(declared: readonly string[], slotPath: string): CapabilityFacade {
  const list = Object.freeze([...declared]);
  return Object.freeze({
    require(name: string): void {
      if (!isGranted(list, String(name))) throw new CapabilityDeniedError(String(name), slotPath);
    },
    can(name: string): boolean {
      return isGranted(list, String(name));
    },
  });
}
