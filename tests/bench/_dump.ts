import { writeFileSync } from "node:fs";
import { startWorker } from "../support/worker";
const w = await startWorker();
for (const [p, f] of [["/", "home.html"], ["/bench-shell-probe", "nf.html"]]) {
  const res = await w.fetch(p, { headers: { Accept: "text/html", "Sec-Fetch-Dest": "document" } });
  writeFileSync(`/tmp/home-measure/${f}`, await res.text());
}
await w.dispose();
