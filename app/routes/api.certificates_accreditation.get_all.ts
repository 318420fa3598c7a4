import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { dataEnvelope } from "~/lib/api.server";
import { resourceHeaders } from "~/lib/cache";

export const headers = resourceHeaders;

export const loader = ({ context }: LoaderFunctionArgs) => dataEnvelope(context, "certificates");
