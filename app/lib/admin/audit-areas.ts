/** The audit log's areas (its "What" filter; client-safe). */
export const AUDIT_AREAS = { leads: "Leads", content: "Content", reviews: "Reviews", access: "Sign-ins" } as const;
export type AuditArea = keyof typeof AUDIT_AREAS;
