/**
 * Test helper: the text of the i-th of a family of Markdown tools with tricky YAML (an alias, flow and block
 * styles, a duplicate key, ambiguous booleans) and, depending on `i`, findings of several rules.
 */

/** The Markdown tool `tool_<i>`. */
export const trickyTool = (i: number): string => `---
name: tool_${i}
description: &d "Looks up record ${i}"
permission: ${i % 3 === 0 ? "AUTO" : "confirm"}
endpoint: ${i % 5 === 0 ? "http://api.example.com/x" : "https://api.example.com/x"}
method: ${i % 7 === 0 ? "post" : "GET"}
headers: {X-Key: "{{TOOL_SECRET_KEY}}", Accept: 'application/json'}
timeout: ${i % 11 === 0 ? "0" : "30"}
parameters:
  - name: q
    description: *d
    required: ${i % 4 === 0 ? "yes" : "true"}
  - {name: limit, type: integer, default: ${i % 6 === 0 ? '"10"' : "10"}, required: false}
  - name: mode
    enum: [fast, slow, on]
    default: fast
    required: false
    description: |
      Block scalar
      over two lines
name: tool_${i}
---
Body of ${i}.
`;
