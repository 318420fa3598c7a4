/**
 * The load generator, run as its own process by tests/bench/bench.ts so that it does not
 * share an event loop with the server: autocannon against one URL, counting the content
 * reads each response reports in Server-Timing (content-<key>;desc="d1|memory|edge").
 * Usage: node tests/bench/load.mjs <url> <seconds> <connections>  → one JSON line on stdout.
 */
import autocannon from "autocannon";

const [url, seconds = "5", connections = "10"] = process.argv.slice(2);
const reads = { d1: 0, memory: 0, edge: 0, error: 0 };
const statuses = {};

const result = await autocannon({
  url,
  duration: Number(seconds),
  connections: Number(connections),
  requests: [
    {
      method: "GET",
      onResponse(status, _body, _context, headers) {
        statuses[status] = (statuses[status] ?? 0) + 1;
        const timing = headers?.["server-timing"] ?? headers?.["Server-Timing"] ?? "";
        for (const m of String(timing).matchAll(/content-\w+;desc="(d1|memory|edge|error)"/g)) reads[m[1]] += 1;
      },
    },
  ],
});

process.stdout.write(
  JSON.stringify({
    url,
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    statuses,
    reads,
  }) + "\n",
);
