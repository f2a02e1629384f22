import { describe, expect, it } from "vitest";
import {
  capabilityFormatError,
  grantMatches,
  grantsFromPlain,
  isGranted,
  isKnownCapability,
} from "../../../src/compiler/catalog/capabilities.js";

describe("grantMatches [CORE §1.6]", () => {
  it("grants `a:b:c` by `a:b:c`, `a:b:*` and `a:*`", () => {
    for (const grant of ["a:b:c", "a:b:*", "a:*"]) expect(grantMatches(grant, "a:b:c")).toBe(true);
  });

  it("grants `a:b` by `a:*` but not by `a:b:*`", () => {
    expect(grantMatches("a:*", "a:b")).toBe(true);
    expect(grantMatches("a:b:*", "a:b")).toBe(false);
  });

  it("treats `.` as no boundary: `fs.*` and `*` grant nothing", () => {
    expect(grantMatches("fs.*", "fs.read")).toBe(false);
    expect(grantMatches("*", "fs.read")).toBe(false);
    expect(grantMatches("fs.read", "fs.write")).toBe(false);
  });
});

describe("isGranted", () => {
  it("uses slot grants and defaults", () => {
    expect(isGranted({ defaults: [], slot: ["network.fetch"] }, "network.fetch")).toBe(true);
    expect(isGranted({ defaults: ["mcp.call:*"], slot: [] }, "mcp.call:docs")).toBe(true);
    expect(isGranted({ defaults: ["fs.read"], slot: [] }, "fs.write")).toBe(false);
  });

  it("honours `secret.bind:` only exactly, in defaults", () => {
    expect(isGranted({ defaults: ["secret.bind:KEY"], slot: [] }, "secret.bind:KEY")).toBe(true);
    expect(isGranted({ defaults: ["secret.bind:*"], slot: [] }, "secret.bind:KEY")).toBe(false);
    expect(isGranted({ defaults: [], slot: ["secret.bind:KEY"] }, "secret.bind:KEY")).toBe(false);
  });
});

describe("grantsFromPlain", () => {
  it("reads mapping keys or list items of defaults and of the slot's entry", () => {
    const plain = { defaults: { "fs.read": { scope: "workspace" } }, slots: { "agent/tools/echo": ["network.fetch"] } };
    expect(grantsFromPlain(plain, "agent/tools/echo")).toEqual({ defaults: ["fs.read"], slot: ["network.fetch"] });
    expect(grantsFromPlain({ defaults: ["fs.read", 3] }, undefined)).toEqual({ defaults: ["fs.read"], slot: [] });
    expect(grantsFromPlain(null, "x")).toEqual({ defaults: [], slot: [] });
    expect(grantsFromPlain({ slots: {} }, "constructor")).toEqual({ defaults: [], slot: [] });
  });
});

describe("capabilityFormatError", () => {
  it("accepts well-formed names, scopes and final grant wildcards", () => {
    for (const cap of ["fs.read", "tool.call:evolve_core", "mcp.call:docs-v2", "state.core.read:notes/a@b.c", "probe_x.y2"]) {
      expect(capabilityFormatError(cap, "requirement")).toBeUndefined();
    }
    expect(capabilityFormatError("mcp.call:*", "grant")).toBeUndefined();
    expect(capabilityFormatError("agents.run:x:*", "grant")).toBeUndefined();
  });

  it("reports the listed malformed cases", () => {
    const bad: Array<[string, "grant" | "requirement", string]> = [
      ["", "requirement", "blank"],
      ["  ", "grant", "blank"],
      ["FS.Read", "requirement", "lower case"],
      ["*", "grant", "bare `*`"],
      ["fs.*", "grant", "wildcard boundary"],
      ["tool.call:", "requirement", "empty"],
      ["secret.bind:*", "grant", "`secret.bind:*`"],
      ["mcp.call:*", "requirement", "looked up exactly"],
      ["a:*:b", "grant", "final scope"],
      ["a:b*", "grant", "whole final scope"],
      ["fs..read", "requirement", "empty segment"],
      ["1fs.read", "requirement", "[a-z][a-z0-9_]*"],
      ["tool.call:a b", "requirement", "characters outside"],
      [" fs.read", "requirement", "whitespace"],
    ];
    for (const [cap, role, reason] of bad) expect(capabilityFormatError(cap, role), cap).toContain(reason);
  });
});

describe("isKnownCapability", () => {
  it("knows the host's names and their scope use", () => {
    expect(isKnownCapability("fs.read")).toBe(true);
    expect(isKnownCapability("fs.read:x")).toBe(false);
    expect(isKnownCapability("tool.call:x")).toBe(true);
    expect(isKnownCapability("tool.call")).toBe(false);
    expect(isKnownCapability("tool.call:*")).toBe(true);
    expect(isKnownCapability("skill.activate")).toBe(true);
    expect(isKnownCapability("state.session.write:t")).toBe(true);
    expect(isKnownCapability("probe.effect")).toBe(false);
  });

  it("accepts `capabilities.extra` entries, exact or `name:*`", () => {
    expect(isKnownCapability("probe.effect", ["probe.effect"])).toBe(true);
    expect(isKnownCapability("probe:x", ["probe:*"])).toBe(true);
    expect(isKnownCapability("probe.other", ["probe.effect"])).toBe(false);
  });
});
