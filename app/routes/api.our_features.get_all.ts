import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { dataEnvelope } from "~/lib/content/api.server";
import { resourceHeaders } from "~/lib/platform/cache";

export const headers = resourceHeaders;

export const loader = ({ context }: LoaderFunctionArgs) => dataEnvelope(context, "features");
