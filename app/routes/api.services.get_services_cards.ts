import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { bareList } from "~/lib/content/api.server";
import { resourceHeaders } from "~/lib/platform/cache";

export const headers = resourceHeaders;

export const loader = ({ context }: LoaderFunctionArgs) => bareList(context, "servicesCards");
