import type { InquiryField } from "~/content/inquiry-forms";

/** A value that satisfies an inquiry field's rule (shared by unit and integration tests). */
export function validValue(field: InquiryField): string {
  switch (field.type) {
    case "email":
      return "asha@example.com";
    case "tel":
      return "+91 98765 43210";
    case "date":
      return "2026-09-01";
    case "time":
      return "14:30";
    case "select":
      return field.options![0];
    default:
      return `${field.label} value`;
  }
}
