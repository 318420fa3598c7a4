import { useRouteLoaderData } from "@remix-run/react";
import { getSettings, type PublicSettings } from "./config";

/** Public site settings: the defaults, with what the root loader read from the environment over them. */
export function useSettings(): PublicSettings {
  const data = useRouteLoaderData("root") as { settings?: Partial<PublicSettings> } | undefined;
  return { ...getSettings(undefined), ...data?.settings };
}

/** The signed-in visitor's display name (from the root loader's display cookie), if any. */
export function useSignedInName(): string | undefined {
  const data = useRouteLoaderData("root") as { user?: { name: string } | null } | undefined;
  return data?.user?.name;
}
