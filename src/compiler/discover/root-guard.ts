/**
 * Which files may be read: only those whose real path (every symlink resolved, in the file name or in any
 * folder above it) is inside the project root's real path. A definition file that links to `/etc/passwd`
 * must be reported by its own name, never read — its text would otherwise reach a code frame. The root
 * itself may be reached through a symlink: both sides are compared as real paths.
 */
import { lstatSync, realpathSync } from "../inputs/traced-fs.js";
import path from "node:path";

/** A directory entry as `lstat` answers it (the type is taken from traced-fs: compiler files import no `node:fs`). */
type Stats = ReturnType<typeof lstatSync>;

/** Why a file is not read, or undefined when it may be. */
export type Refusal = "outside" | "dangling" | "loop";

/** Containment checks for one project root; whether a folder's real path is inside it is cached (one lookup per folder). */
export class RootGuard {
  private readonly realRoot: string;
  /** Folder → whether its real path is inside the root. */
  private readonly dirsInside = new Map<string, boolean>();

  constructor(root: string) {
    this.realRoot = realOrSelf(root);
  }

  /**
   * Why `abs` may not be read (`refusal`; a missing file that is not a link is left to the reader's own error), and
   * its entry when it is not a link: what a `stat` of it would answer, so that a reader need not ask again.
   */
  inspect(abs: string): { refusal?: Refusal; entry?: Stats } {
    let entry: Stats;
    try {
      entry = lstatSync(abs);
    } catch {
      return {};
    }
    // A file that is no link is inside when its folder's real path is: its name (never `..`) adds one level below it.
    if (!entry.isSymbolicLink()) return this.dirInside(path.dirname(abs)) ? { entry } : { refusal: "outside" };
    try {
      return this.inside(realpathSync(abs)) ? {} : { refusal: "outside" };
    } catch (error) {
      return { refusal: (error as NodeJS.ErrnoException).code === "ELOOP" ? "loop" : "dangling" };
    }
  }

  private dirInside(dir: string): boolean {
    let inside = this.dirsInside.get(dir);
    if (inside === undefined) {
      inside = this.inside(realOrSelf(dir));
      this.dirsInside.set(dir, inside);
    }
    return inside;
  }

  private inside(real: string): boolean {
    return isWithin(this.realRoot, real);
  }
}

/** True when `child` is `parent` or below it (both absolute, already resolved). */
export function isWithin(parent: string, child: string): boolean {
  const rel = path.relative(parent, child);
  return rel === "" || (!rel.startsWith(`..${path.sep}`) && rel !== ".." && !path.isAbsolute(rel));
}

/**
 * The real path of `abs`; for a path that does not exist, the real path of its nearest existing ancestor
 * with the rest appended — so a missing folder under a symlinked root still compares as inside it.
 */
export function realOrSelf(abs: string): string {
  const rest: string[] = [];
  let current = path.resolve(abs);
  for (;;) {
    try {
      return path.join(realpathSync(current), ...rest.reverse());
    } catch {
      const parent = path.dirname(current);
      if (parent === current) return path.resolve(abs);
      rest.push(path.basename(current));
      current = parent;
    }
  }
}

/** Human words for a refusal, for the finding's message. */
export function refusalReason(refusal: Refusal): string {
  if (refusal === "outside") return "resolves outside the project root through a symbolic link: not read";
  if (refusal === "loop") return "symbolic link loop: the link never reaches a file";
  return "dangling symbolic link: its target does not exist";
}
