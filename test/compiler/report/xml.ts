/**
 * A strict little XML 1.0 reader for tests (no XML parser is a dependency): it accepts only
 * well-formed documents of elements, double-quoted attributes, text and the five entities plus
 * character references, and throws on anything else, including characters XML 1.0 forbids.
 */

/** A parsed element. */
export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const ENTITY = /&(?:(amp|lt|gt|quot|apos)|#(\d+)|#x([0-9A-Fa-f]+));/g;
const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** Decodes entity and character references, rejecting a bare `&`. */
function decode(raw: string): string {
  if (/&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9A-Fa-f]+);)/.test(raw)) throw new Error(`bare & in ${JSON.stringify(raw)}`);
  return raw.replace(ENTITY, (_, name, dec, hex) =>
    name ? NAMED[name]! : String.fromCodePoint(dec ? Number(dec) : parseInt(hex, 16)),
  );
}

/** Parses `xml` into its root element, or throws. */
export function parseXml(xml: string): XmlElement {
  if (FORBIDDEN.test(xml)) throw new Error("character not allowed in XML 1.0");
  let rest = xml.replace(/^<\?xml [^?]*\?>\s*/, "");
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  const tag = /^<([A-Za-z_][\w.-]*)((?:\s+[A-Za-z_][\w.-]*="[^"<]*")*)\s*(\/?)>/;
  while (rest.length > 0) {
    if (rest.startsWith("</")) {
      const m = /^<\/([A-Za-z_][\w.-]*)\s*>/.exec(rest);
      const open = stack.pop();
      if (!m || !open || open.name !== m[1]) throw new Error(`mismatched close at ${rest.slice(0, 40)}`);
      rest = rest.slice(m[0].length);
    } else if (rest.startsWith("<")) {
      const m = tag.exec(rest);
      if (!m) throw new Error(`bad tag at ${rest.slice(0, 40)}`);
      const attrs: Record<string, string> = {};
      for (const a of m[2]!.matchAll(/([A-Za-z_][\w.-]*)="([^"]*)"/g)) {
        if (a[1]! in attrs) throw new Error(`duplicate attribute ${a[1]}`);
        attrs[a[1]!] = decode(a[2]!);
      }
      const element: XmlElement = { name: m[1]!, attrs, children: [], text: "" };
      const parent = stack[stack.length - 1];
      if (parent) parent.children.push(element);
      else if (root) throw new Error("second root element");
      else root = element;
      if (m[3] !== "/") stack.push(element);
      rest = rest.slice(m[0].length);
    } else {
      const end = rest.indexOf("<");
      const raw = end === -1 ? rest : rest.slice(0, end);
      const parent = stack[stack.length - 1];
      if (!parent && raw.trim() !== "") throw new Error("text outside the root element");
      if (parent) parent.text += decode(raw);
      rest = end === -1 ? "" : rest.slice(end);
    }
  }
  if (stack.length > 0 || !root) throw new Error("unclosed element");
  return root;
}
