/**
 * Shared set-up of the HTTP test files: one real node:http server per file, a swappable responder,
 * and runtimes over a single HTTP tool `t` pointing at it (closed after the file).
 */
import type { ServerResponse } from "node:http";
import { afterAll, afterEach, beforeAll } from "vitest";
import type { CatalogHttp, CatalogParameter } from "../../src/runtime/catalog.js";
import { createRuntime } from "../../src/runtime/runtime.js";
import type { Runtime, RuntimeOptions } from "../../src/runtime/types.js";
import { catalogOf, httpTool, sendJson, startServer, type Received, type TestServer } from "./helpers.js";

/** What a test file gets from {@link useHttpHarness}. */
export interface HttpHarness {
  /** The running server (valid inside tests). */
  server(): TestServer;
  /** Replaces the responder for the current test (reset to `{"ok":true}` after each test). */
  respond(handler: (req: Received, res: ServerResponse) => void): void;
  /** A runtime over one HTTP tool named `t` whose endpoint defaults to `<server>/api`. */
  runtimeFor(http: Partial<CatalogHttp>, parameters?: CatalogParameter[], options?: Partial<RuntimeOptions>): Runtime;
}

const okResponder = (_req: Received, res: ServerResponse): void => sendJson(res, { ok: true });

/** Registers the file's hooks and returns the harness. */
export function useHttpHarness(): HttpHarness {
  let server: TestServer | undefined;
  let responder = okResponder;
  const runtimes: Runtime[] = [];
  beforeAll(async () => {
    server = await startServer((req, res) => responder(req, res));
  });
  afterAll(async () => {
    await Promise.all(runtimes.map((r) => r.close()));
    await server?.close();
  });
  afterEach(() => {
    server!.received.length = 0;
    responder = okResponder;
  });
  return {
    server: () => server!,
    respond(handler) {
      responder = handler;
    },
    runtimeFor(http, parameters = [], options = {}) {
      const tool = httpTool("t", { endpoint: `${server!.url}/api`, ...http }, parameters);
      const runtime = createRuntime({ catalog: catalogOf([tool]), env: {}, ...options });
      runtimes.push(runtime);
      return runtime;
    },
  };
}
