/** The browser test servers' operators (their ADMIN_TOKENS): one token each; the console's identity comes from it. */
export const OPERATORS = {
  "ops@studysaathi.in": { role: "admin", token: "browser-admin-token" },
  "writer@studysaathi.in": { role: "editor", token: "browser-editor-token" },
} as const;
export type OperatorEmail = keyof typeof OPERATORS;
