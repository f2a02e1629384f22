/**
 * A slice of a project: the same project and model with only some of its Markdown files. The file-scoped
 * rules run on the slice of the files the per-file results cache could not answer (file-results.ts); cores,
 * package tools and fallbacks stay whole, since those rules' findings there are never cached.
 */
import type { Model } from "../model/types.js";
import type { Project } from "../project/types.js";

/** A project and its model cut down to the Markdown files in `keep`. */
export interface Slice {
  project: Project;
  model: Model;
}

/** `project` and `model` with only the Markdown tools and agents whose paths are in `keep`. */
export function sliceOf(project: Project, model: Model, keep: ReadonlySet<string>): Slice {
  const kept = <T extends { path: string }>(items: readonly T[]): T[] => items.filter((item) => keep.has(item.path));
  const paths = (items: readonly string[]): string[] => items.filter((item) => keep.has(item));
  return {
    project: { ...project, mdTools: kept(project.mdTools), mdAgents: kept(project.mdAgents) },
    model: {
      ...model,
      mdToolPaths: paths(model.mdToolPaths),
      mdTools: kept(model.mdTools),
      mdAgents: kept(model.mdAgents),
      markdownTexts: kept(model.markdownTexts),
      mdAgentPaths: paths(model.mdAgentPaths),
    },
  };
}
