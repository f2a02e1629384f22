/**
 * What makes a URL or a default value an exfiltration sink: a `file://` URL, a link-local or cloud metadata address
 * (where instance credentials are served), or shell syntax that runs a second command. Hosts are normalised with the
 * WHATWG URL parser, so `http://2852039166/` is recognised as `169.254.169.254`.
 * @see ../../../../docs/rules.md §11 exfiltration-sink
 */
import type { ValueRange } from "../../model/field.js";
import { maskTemplates } from "./templates.js";

/** A sink found in a string: where, and why it is one. */
export interface Sink extends ValueRange {
  reason: string;
}

const METADATA_HOSTS = new Set(["metadata.google.internal", "metadata.goog", "metadata", "instance-data", "instance-data.ec2.internal"]);
/** AWS/GCP/Azure/OCI, AWS ECS task credentials, Alibaba Cloud, Oracle Cloud (classic), AWS IPv6. */
const METADATA_IPS = new Set(["169.254.169.254", "169.254.170.2", "100.100.100.200", "192.0.0.192", "[fd00:ec2::254]"]);

/** Why `host` (as the URL parser normalised it) is a sink, or undefined. */
export function sinkHost(host: string): string | undefined {
  if (METADATA_HOSTS.has(host) || METADATA_IPS.has(host)) return "a cloud metadata address, where instance credentials are served";
  if (/^169\.254\.\d+\.\d+$/.test(host) || /^\[fe[89ab][0-9a-f]?:/.test(host)) return "a link-local address";
  return undefined;
}

/** Why the absolute URL `text` (templates masked) is a sink, or undefined; a URL that does not parse is none. */
export function sinkUrl(text: string): string | undefined {
  const masked = maskTemplates(text, "x");
  if (/^file:/i.test(masked)) return "a `file://` URL, which reads the local file system";
  let host: string;
  try {
    host = new URL(masked).hostname;
  } catch {
    return undefined;
  }
  return sinkHost(host);
}

const URL_IN_TEXT = /\b[A-Za-z][A-Za-z0-9+.-]*:\/\/[^\s"'<>`]*/g;
const COMMANDS = "curl|wget|nc|ncat|netcat|telnet|bash|sh|zsh|dash|python3?|perl|ruby|node|php|rm|cat|chmod|chown|scp|ssh|sftp|ftp|powershell|pwsh|cmd|eval|exec|base64|dd|mkfifo|xargs";
const SHELL = new RegExp(String.raw`\$\([^)]*\)|\x60[^\x60]+\x60|(?:;|&&|\|\|?)\s*(?:sudo\s+)?(?:${COMMANDS})\b`);

/** The first sink in a default value: a sink URL anywhere in it, else shell syntax that runs a command. */
export function sinkInDefault(text: string): Sink | undefined {
  for (const found of text.matchAll(URL_IN_TEXT)) {
    const reason = sinkUrl(found[0]);
    if (reason) return { start: found.index, end: found.index + found[0].length, reason };
  }
  const shell = SHELL.exec(text);
  if (shell) return { start: shell.index, end: shell.index + shell[0].length, reason: "shell syntax that runs a command" };
  return undefined;
}
