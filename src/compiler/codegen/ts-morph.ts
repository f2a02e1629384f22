/**
 * ts-morph, loaded with `require`. Importing the CommonJS package from an ES module makes Node scan its
 * source for named exports first (cjs-module-lexer), which measured about 0.2 s of a worker's start-up.
 * Types come from the package as usual.
 */
import { createRequire } from "node:module";
import type * as TsMorph from "ts-morph";

const tsMorph = createRequire(import.meta.url)("ts-morph") as typeof TsMorph;

/** ts-morph's `printStructure`. */
export const printStructure = tsMorph.printStructure;
/** ts-morph's `StructureKind` enum. */
export const StructureKind = tsMorph.StructureKind;
/** ts-morph's `VariableDeclarationKind` enum. */
export const VariableDeclarationKind = tsMorph.VariableDeclarationKind;
/** ts-morph's `Writers` helpers. */
export const Writers = tsMorph.Writers;

export type {
  CodeBlockWriter,
  ExportDeclarationStructure,
  IndexSignatureDeclarationStructure,
  ImportDeclarationStructure,
  InterfaceDeclarationStructure,
  JSDocStructure,
  JSDocTagStructure,
  PropertySignatureStructure,
  StatementStructures,
  TypeAliasDeclarationStructure,
} from "ts-morph";
