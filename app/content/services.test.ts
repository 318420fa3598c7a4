import { describe, expect, it } from "vitest";
import { splitFields } from "~/components/services/inquiry-form";
import { validValue } from "../../tests/integration/services-fixtures";
import { buildInquirySchema, INQUIRY_MESSAGES, isValidDate, isValidPhone } from "../lib/catalogue/inquiry-schema";
import { COMMON_FIELDS, GENERIC_FIELDS, inquiryFormFor, SLUG_FIELDS } from "./inquiry-forms";
import { cardPrice, DEFAULT_DURATION, DEFAULT_PRICE, detailsFor, SERVICE_DETAILS } from "./service-details";
import { findService, SERVICE_CATEGORIES, services } from "./services";
import { clampWindow, nextWindow, previousWindow } from "./services-page";

const SPEC_SLUGS = [
  "student-accommodation",
  "student-flight-ticket",
  "guarantor-services",
  "student-beans",
  "money-transfer",
  "visa-assistance",
  "student-financing",
  "room-essentials",
  "airport-pickup",
  "room-replacement",
  "international-sim",
  "travel-insurance",
  "health-insurance",
  "luggage-storage",
  "forex-services",
  "job-search",
  "hungry-hub",
  "student-internships",
  "test-preparation",
  "free-online-courses",
  "study-abroad-counseling",
];

describe("service catalogue", () => {
  it("has exactly the 21 catalogue slugs with unique ids and local images", () => {
    expect(services.map((s) => s.slug)).toEqual(SPEC_SLUGS);
    expect(new Set(services.map((s) => s.id)).size).toBe(21);
    for (const s of services) expect(s.img).toBe(`/images/services/${s.slug}.svg`);
  });

  it("uses only the fixed categories, and every category is used", () => {
    for (const s of services) expect(SERVICE_CATEGORIES).toContain(s.category);
    expect(new Set(services.map((s) => s.category))).toEqual(new Set(SERVICE_CATEGORIES));
  });

  it("features exactly the six featured services", () => {
    expect(
      services
        .filter((s) => s.featured)
        .map((s) => s.slug)
        .sort(),
    ).toEqual([
      "health-insurance",
      "student-accommodation",
      "student-flight-ticket",
      "study-abroad-counseling",
      "test-preparation",
      "visa-assistance",
    ]);
  });

  it("shows the fixed list prices", () => {
    const price = (slug: string) => findService(slug)!.price;
    expect(price("student-accommodation")).toBe("From £150/month");
    expect(price("student-flight-ticket")).toBe("£299");
    expect(price("visa-assistance")).toBe("£99");
    expect(price("airport-pickup")).toBe("£45");
    expect(price("test-preparation")).toBe("£80");
    expect(price("study-abroad-counseling")).toBe("£120");
    expect(price("luggage-storage")).toBe("£10/day");
    for (const slug of ["student-beans", "hungry-hub", "free-online-courses"]) expect(price(slug)).toBe("Free");
  });

  it("does not know bank-account-setup or sop-maker (the lookup is the catalogue)", () => {
    expect(findService("bank-account-setup")).toBeUndefined();
    expect(findService("sop-maker")).toBeUndefined();
    expect(findService(undefined)).toBeUndefined();
  });
});

describe("service details", () => {
  it("has specific details for the nine detailed slugs, with their fixed durations", () => {
    expect(Object.keys(SERVICE_DETAILS).sort()).toEqual([
      "airport-pickup",
      "bank-account-setup",
      "health-insurance",
      "sop-maker",
      "student-accommodation",
      "student-flight-ticket",
      "study-abroad-counseling",
      "test-preparation",
      "visa-assistance",
    ]);
    expect(SERVICE_DETAILS["visa-assistance"].duration).toBe("2-8 weeks");
    expect(SERVICE_DETAILS["student-accommodation"].duration).toBe("1-2 weeks");
    expect(SERVICE_DETAILS["sop-maker"].duration).toBe("3-7 days");
    expect(SERVICE_DETAILS["test-preparation"].duration).toBe("1-6 months");
    expect(SERVICE_DETAILS["student-flight-ticket"].duration).toBe("Instant booking");
    expect(SERVICE_DETAILS["airport-pickup"].duration).toBe("Same day");
    for (const d of Object.values(SERVICE_DETAILS)) expect(d.price).toMatch(/\$|Free/);
  });

  it("gives every other service the generic default", () => {
    const d = detailsFor(findService("hungry-hub")!);
    // The catalogue's figure where it has one ('Free'), so card and page agree.
    expect(d.price).toBe("Free");
    expect(detailsFor(findService("guarantor-services")!).price).toBe(DEFAULT_PRICE);
    expect(detailsFor(findService("luggage-storage")!).price).toBe("£10/day");
    expect(d.duration).toBe(DEFAULT_DURATION);
    expect(DEFAULT_PRICE).toBe("Contact for pricing");
    expect(DEFAULT_DURATION).toBe("Varies by service");
    expect(d.title).toBe("HungryHub");
  });
});

describe("inquiry form definitions", () => {
  it("every form starts with the required fullName, email and phone", () => {
    for (const s of services) {
      const { fields } = inquiryFormFor(s.slug, s.title);
      expect(fields.slice(0, 3)).toEqual(COMMON_FIELDS);
      expect(fields.slice(0, 3).every((f) => f.required)).toBe(true);
      expect(new Set(fields.map((f) => f.name)).size).toBe(fields.length);
    }
  });

  it("student-financing, job-search and student-internships use the generic form, all required", () => {
    for (const slug of ["student-financing", "job-search", "student-internships"]) {
      expect(inquiryFormFor(slug, "x")).toEqual({ title: "Service Inquiry", fields: GENERIC_FIELDS });
    }
    expect(GENERIC_FIELDS.map((f) => f.name)).toEqual([
      "fullName",
      "email",
      "phone",
      "nationality",
      "destinationCountry",
      "service",
      "message",
    ]);
    expect(GENERIC_FIELDS.every((f) => f.required)).toBe(true);
    const service = GENERIC_FIELDS.find((f) => f.name === "service")!;
    expect(service.options).toEqual([...services.map((s) => s.title), "Other"]);
    expect(GENERIC_FIELDS.find((f) => f.name === "message")!.type).toBe("textarea");
  });

  it("lists each slug's own fields exactly", () => {
    const names = (slug: string) => SLUG_FIELDS[slug].map((f) => f.name);
    expect(names("student-flight-ticket")).toEqual([
      "studentId",
      "university",
      "departureCity",
      "destinationCity",
      "departureDate",
      "returnDate",
      "tripType",
      "preferredAirlines",
      "budget",
      "baggage",
      "additionalNotes",
    ]);
    expect(names("visa-assistance")).toEqual([
      "nationality",
      "destinationCountry",
      "visaType",
      "purpose",
      "intendedDuration",
      "hasPreviousVisa",
    ]);
    expect(names("airport-pickup")).toEqual([
      "flightNumber",
      "airline",
      "arrivalDate",
      "arrivalTime",
      "destination",
      "passengers",
      "luggage",
    ]);
    expect(names("luggage-storage")).toEqual([
      "storageLocation",
      "storageDuration",
      "luggageCount",
      "luggageSize",
      "startDate",
      "endDate",
      "specialRequirements",
    ]);
    expect(names("hungry-hub")).toEqual(["cuisinePreference", "dietaryRestrictions"]);
    expect(SLUG_FIELDS["student-flight-ticket"].find((f) => f.name === "returnDate")).toMatchObject({
      type: "date",
      required: false,
    });
    expect(SLUG_FIELDS["airport-pickup"].find((f) => f.name === "arrivalTime")!.type).toBe("time");
    // The select options are fixed lists, word for word.
    const specList = (text: string) => text.split(", ");
    expect(SLUG_FIELDS["visa-assistance"].find((f) => f.name === "destinationCountry")!.options).toEqual(
      specList("United Kingdom, Canada, USA, Australia, Germany, Netherlands, Ireland, New Zealand, Other"),
    );
    expect(SLUG_FIELDS["test-preparation"].find((f) => f.name === "testType")!.options).toEqual(
      specList("IELTS Academic, IELTS General, TOEFL iBT, GRE, PTE, Duolingo, Other"),
    );
    expect(
      SLUG_FIELDS["student-flight-ticket"].find((f) => f.name === "budget")!.options!.every((o) => o.includes("£")),
    ).toBe(true);
    // 18 catalogue slugs have their own form, plus bank-account-setup and sop-maker.
    expect(Object.keys(SLUG_FIELDS)).toHaveLength(20);
  });

  it("every select has options and every field a valid type", () => {
    for (const s of services) {
      for (const f of inquiryFormFor(s.slug, s.title).fields) {
        expect(["text", "email", "tel", "date", "time", "select", "textarea"]).toContain(f.type);
        if (f.type === "select") expect(f.options?.length).toBeGreaterThan(1);
      }
    }
  });
});

describe("inquiry schema built from a definition", () => {
  const forms = [
    ...services.map((s) => [s.slug, inquiryFormFor(s.slug, s.title).fields] as const),
    ["bank-account-setup", [...COMMON_FIELDS, ...SLUG_FIELDS["bank-account-setup"]]] as const,
    ["sop-maker", [...COMMON_FIELDS, ...SLUG_FIELDS["sop-maker"]]] as const,
  ];

  it.each(forms)("%s: compiles, accepts valid input and rejects each missing required field", (_slug, fields) => {
    const schema = buildInquirySchema(fields);
    const valid = Object.fromEntries(fields.map((f) => [f.name, validValue(f)]));
    expect(schema.safeParse(valid).success).toBe(true);
    const requiredOnly = Object.fromEntries(fields.filter((f) => f.required).map((f) => [f.name, validValue(f)]));
    expect(schema.safeParse(requiredOnly).success).toBe(true);
    for (const f of fields.filter((x) => x.required)) {
      const { [f.name]: _omit, ...rest } = valid;
      const result = schema.safeParse(rest);
      expect(result.success).toBe(false);
      expect(result.error!.issues[0].message).toBe(
        f.type === "select" ? INQUIRY_MESSAGES.requiredSelect : INQUIRY_MESSAGES.required,
      );
    }
  });

  it("checks email, tel, date, time and option membership", () => {
    const fields = [...COMMON_FIELDS, ...SLUG_FIELDS["airport-pickup"]];
    const schema = buildInquirySchema(fields);
    const valid = Object.fromEntries(fields.map((f) => [f.name, validValue(f)]));
    const message = (patch: Record<string, string>) =>
      schema.safeParse({ ...valid, ...patch }).error?.issues[0].message;
    expect(message({ email: "not-an-email" })).toBe(INQUIRY_MESSAGES.email);
    expect(message({ phone: "call me" })).toBe(INQUIRY_MESSAGES.tel);
    expect(message({ arrivalDate: "2026-02-30" })).toBe(INQUIRY_MESSAGES.date);
    expect(message({ arrivalTime: "25:00" })).toBe(INQUIRY_MESSAGES.time);
    expect(message({ passengers: "99" })).toBe(INQUIRY_MESSAGES.option);
    expect(message({ luggage: "a truck" })).toBe(INQUIRY_MESSAGES.option); // optional, but still a listed option
  });

  it("date and phone helpers", () => {
    expect(isValidDate("2024-02-29")).toBe(true);
    expect(isValidDate("2025-02-29")).toBe(false);
    expect(isValidPhone("9876543210")).toBe(true);
    expect(isValidPhone("12345")).toBe(false);
  });
});

describe("collapse rule", () => {
  it("more than 6 fields shows the first 6; 6 or fewer shows all", () => {
    const seven = [1, 2, 3, 4, 5, 6, 7];
    expect(splitFields(seven)).toEqual({ visible: [1, 2, 3, 4, 5, 6], hidden: [7] });
    expect(splitFields(seven.slice(0, 6))).toEqual({ visible: [1, 2, 3, 4, 5, 6], hidden: [] });
    const flight = inquiryFormFor("student-flight-ticket", "Student Flight Tickets").fields;
    expect(splitFields(flight).hidden).toHaveLength(flight.length - 6);
  });
});

describe("testimonials wrap rule (3 visible of 5)", () => {
  it("next moves one step and wraps past the last window to the first", () => {
    expect([0, 1, 2].map((i) => nextWindow(i, 5))).toEqual([1, 2, 0]);
  });
  it("previous from the first window goes to the last window", () => {
    expect([0, 1, 2].map((i) => previousWindow(i, 5))).toEqual([2, 0, 1]);
  });
  it("clamps untrusted window indexes", () => {
    expect(clampWindow("2", 5)).toBe(2);
    expect(clampWindow("3", 5)).toBe(0);
    expect(clampWindow("-1", 5)).toBe(0);
    expect(clampWindow("x", 5)).toBe(0);
  });
});

describe("one price per service", () => {
  it("cards show the detail page's figure as a starting price, in the page's currency", () => {
    const card = (slug: string) => cardPrice(findService(slug)!);
    expect(card("student-accommodation")).toBe("From $180/month");
    expect(card("student-flight-ticket")).toBe("From $350");
    expect(card("visa-assistance")).toBe("From $120");
    expect(card("test-preparation")).toBe("From $100");
    expect(card("student-beans")).toBe("Free");
    expect(card("guarantor-services")).toBe("Contact for pricing");
    for (const s of services) {
      const page = detailsFor(s).price;
      // The card's figure is the page's figure.
      expect(card(s.slug).replace(/^From /, ""), s.slug).toBe(page.replace(/^From /, ""));
      expect(card(s.slug), s.slug).not.toMatch(/£.*\$|\$.*£/);
    }
  });
});

describe("service pictures", () => {
  it("each service draws its own icon (the glyph over its gradient differs from every other service's)", async () => {
    const { readFileSync } = await import("node:fs");
    const glyphs = services.map((s) => {
      const svg = readFileSync(`public${s.img}`, "utf8");
      return svg.slice(svg.indexOf('opacity=".1"/>'));
    });
    expect(new Set(glyphs).size).toBe(services.length);
  });
});
