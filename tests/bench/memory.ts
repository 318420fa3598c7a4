/**
 * The local server's memory for the scale bench: workerd's resident and anonymous memory (from /proc) and the
 * isolate's heap through the inspector.
 */
import { readdirSync, readFileSync } from "node:fs";

/**
 * The workerd processes under the server's process group: resident memory in MB, all of it
 * (VmRSS) and its anonymous part (RssAnon: the isolate's heap, workerd's and SQLite's own
 * allocations, without the database file's pages that reading 200 000 rows maps into memory).
 */
export function workerdMemory(rootPid: number): { rssMb: number; anonMb: number } {
  const children = new Map<number, number[]>();
  const names = new Map<number, string>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      names.set(Number(entry), name);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // gone
    }
  }
  let rss = 0;
  let anon = 0;
  const walk = (pid: number) => {
    for (const child of children.get(pid) ?? []) {
      if (names.get(child) === "workerd") {
        try {
          const status = readFileSync(`/proc/${child}/status`, "utf8");
          rss += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
          anon += Number(/RssAnon:\s+(\d+)/.exec(status)?.[1] ?? 0);
        } catch {
          // gone
        }
      }
      walk(child);
    }
  };
  walk(rootPid);
  return { rssMb: Math.round(rss / 102.4) / 10, anonMb: Math.round(anon / 102.4) / 10 };
}

export function workerdRssMb(rootPid: number): number {
  return workerdMemory(rootPid).rssMb;
}

/**
 * The Worker's own isolate heap, read through the inspector that `wrangler pages dev
 * --inspector-port` serves (Chrome DevTools protocol: `Runtime.getHeapUsage`). Unlike the
 * workerd process figures it leaves out the local D1's SQLite page cache and workerd's buffers,
 * which share the process locally but not in a deployed Worker. Needs a global WebSocket
 * (Node 20: `--experimental-websocket`, passed by the bench script).
 */
export async function heapProbe(inspectorPort: number) {
  if (typeof WebSocket === "undefined") throw new Error("no global WebSocket: run node with --experimental-websocket");
  const targets = (await (await fetch(`http://127.0.0.1:${inspectorPort}/json`)).json()) as {
    title?: string;
    webSocketDebuggerUrl?: string;
  }[];
  // pages dev: the Pages Functions worker (not wrangler's internal proxies).
  const target =
    targets.find((t) => t.webSocketDebuggerUrl && !/^(ProxyWorker|InspectorProxyWorker)/.test(t.title ?? "")) ??
    targets.find((t) => t.webSocketDebuggerUrl);
  if (!target?.webSocketDebuggerUrl) throw new Error(`no inspector target on port ${inspectorPort}`);
  // wrangler's inspector proxy refuses a connection without an Origin header (a browser's
  // DevTools sends one); Node's WebSocket (undici) takes extra headers as its second argument.
  const NodeWebSocket = WebSocket as unknown as new (
    url: string,
    init: { headers: Record<string, string> },
  ) => WebSocket;
  const ws = new NodeWebSocket(target.webSocketDebuggerUrl, {
    headers: { Origin: `http://127.0.0.1:${inspectorPort}` },
  });
  await new Promise<void>((resolve, reject) => {
    ws.addEventListener("open", () => resolve());
    ws.addEventListener("error", () =>
      reject(new Error(`inspector connection failed: ${target.webSocketDebuggerUrl}`)),
    );
  });
  let nextId = 1;
  const waiting = new Map<number, (result: { usedSize?: number } | undefined) => void>();
  ws.addEventListener("message", (event) => {
    // A snapshot's chunks (HeapProfiler.addHeapSnapshotChunk events) are dropped unread.
    const msg = JSON.parse(String(event.data)) as { id?: number; result?: { usedSize?: number } };
    if (msg.id !== undefined) waiting.get(msg.id)?.(msg.result);
    if (msg.id !== undefined) waiting.delete(msg.id);
  });
  const call = (method: string, params: Record<string, unknown> = {}, ms = 10_000) =>
    new Promise<{ usedSize?: number } | undefined>((resolve, reject) => {
      const id = nextId++;
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new Error(`inspector did not answer ${method}`));
      }, ms);
      waiting.set(id, (result) => {
        clearTimeout(timer);
        resolve(result);
      });
      ws.send(JSON.stringify({ id, method, params }));
    });
  const mb = (bytes: number | undefined) => Math.round((bytes ?? NaN) / 104857.6) / 10;
  /** The isolate's used heap in MB (garbage not yet collected included). */
  const usedMb = async () => mb((await call("Runtime.getHeapUsage"))?.usedSize);
  /**
   * The isolate's live heap in MB: the used heap right after a full collection. workerd never
   * answers `HeapProfiler.collectGarbage` (V8 posts that GC as a task workerd does not run), but
   * `HeapProfiler.takeHeapSnapshot` collects all garbage first, synchronously (≈ 2 s, ~9 MB of
   * chunks, dropped), so the reading after it does not depend on when V8 last collected.
   */
  const liveMb = async () => {
    await call("HeapProfiler.takeHeapSnapshot", { reportProgress: false }, 120_000);
    return usedMb();
  };
  return { usedMb, liveMb, close: () => ws.close() };
}

export type HeapProbe = Awaited<ReturnType<typeof heapProbe>>;
