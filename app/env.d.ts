// Asset imports (`import href from "./x.css"`) as the Remix compiler resolves them. Only the module declarations:
// the package root would also load Vite's types and with them Node's globals, which worker and browser code lack.
/// <reference types="@remix-run/dev/dist/modules" />
/// <reference types="@remix-run/cloudflare" />
/// <reference types="@cloudflare/workers-types/2023-07-01" />
