// The JSON-LD of the rendered home and about pages, read over HTTP from the real server and checked against
// schema.org's vocabulary (tests/support/schema-org.ts), not compared as text.
import { describe, expect, it } from "vitest";
import { defaultPractice } from "#app/content/practice.ts";
import { indiaNow } from "#app/lib/booking-days.ts";
import type { Practice } from "#app/lib/practice-schema.ts";
import { vocabularyProblems } from "../support/schema-org.ts";
import { type RunningServer, call } from "../support/server.ts";
import { admin, withSignedInServer } from "./helpers.ts";

let server: RunningServer;
let token: string;
withSignedInServer((running, adminToken) => {
  server = running;
  token = adminToken;
});

type Node = Record<string, any>;

async function graphOf(path: string): Promise<Node[]> {
  const response = await fetch(server.url + path);
  expect(response.status).toBe(200);
  const html = await response.text();
  const scripts = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!));
  expect(scripts).toHaveLength(1);
  const [data] = scripts;
  expect(data["@context"]).toBe("https://schema.org");
  expect(vocabularyProblems(data)).toEqual([]);
  return data["@graph"];
}

/** The India date `days` after today. */
function indiaDate(days: number): string {
  return indiaNow(Date.now() + days * 24 * 60 * 60 * 1000).date;
}

describe("structured data of the home and about pages", () => {
  it("/: the doctor as an IndividualPhysician practising at each MedicalClinic, from the practice document", async () => {
    const graph = await graphOf("/");
    const physician = graph.find((node) => node["@type"] === "IndividualPhysician")!;
    const clinics = graph.filter((node) => node["@type"] === "MedicalClinic");
    expect(physician).toMatchObject({
      name: "Dr. Aarav Mehta",
      identifier: { "@type": "PropertyValue", propertyID: "Maharashtra Medical Council", value: "MMC 2009/04/1234" },
      medicalSpecialty: ["https://schema.org/Psychiatric", "https://schema.org/Geriatric"],
      // schema.org asks for BCP 47 tags; the practice names its languages in English.
      knowsLanguage: ["en", "hi", "ur", "te"],
    });
    expect(new URL(physician.image).pathname).toBe("/images/doctor-800.jpg");
    expect(clinics.map((clinic) => clinic.name)).toEqual(defaultPractice.clinics.map((clinic) => clinic.name));
    expect(physician.practicesAt).toEqual(clinics.map((clinic) => ({ "@id": clinic["@id"] })));
    const [caspian, karla] = clinics as [Node, Node];
    expect(caspian).toMatchObject({
      telephone: "+91 90000 23456",
      address: { "@type": "PostalAddress", postalCode: "411001", addressCountry: "IN" },
      geo: { "@type": "GeoCoordinates", latitude: 18.5362, longitude: 73.8939 },
    });
    // The days with the same hours in one specification.
    expect(caspian.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday"].map((day) => `https://schema.org/${day}`),
        opens: "19:00",
        closes: "21:00",
      },
      { "@type": "OpeningHoursSpecification", dayOfWeek: "https://schema.org/Saturday", opens: "16:30", closes: "18:30" },
    ]);
    expect(karla.openingHoursSpecification).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: "https://schema.org/Saturday", opens: "10:00", closes: "14:00" },
    ]);
    expect(caspian.specialOpeningHoursSpecification).toBeUndefined();
    // The video consultation is offered, with its own hours.
    expect(physician.makesOffer).toMatchObject({ "@type": "Offer", name: "Video consultation", itemOffered: { "@type": "Service" } });
    expect(physician.makesOffer.itemOffered.hoursAvailable).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["https://schema.org/Tuesday", "https://schema.org/Friday"], opens: "10:00", closes: "12:00" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: "https://schema.org/Friday", opens: "18:00", closes: "20:00" },
    ]);
  });

  it("/about-me: the doctor and each clinic described on the page itself (search engines read one page at a time)", async () => {
    const home = await graphOf("/");
    const about = await graphOf("/about-me");
    const physician = about.find((node) => node["@type"] === "IndividualPhysician")!;
    // The doctor as on the home page, which alone adds what presents the practice: its services, an address, a price range.
    const { address, priceRange, availableService, ...doctor } = home.find((node) => node["@type"] === "IndividualPhysician")!;
    expect(availableService).toHaveLength(defaultPractice.services.length);
    expect(physician).toEqual(doctor);
    const homeClinics = home.filter((node) => node["@type"] === "MedicalClinic");
    const clinics = about.filter((node) => node["@type"] === "MedicalClinic");
    expect(clinics.map((clinic) => clinic["@id"])).toEqual(homeClinics.map((clinic) => clinic["@id"]));
    expect(physician.practicesAt).toEqual(clinics.map((clinic) => ({ "@id": clinic["@id"] })));
    for (const [index, clinic] of clinics.entries()) {
      expect(Object.keys(clinic).sort()).toEqual(["@id", "@type", "address", "geo", "name", "openingHoursSpecification", "priceRange", "telephone"]);
      // The same facts as the home page's node of the same @id, which adds the summary, the booking page and the map.
      expect(homeClinics[index]).toMatchObject(clinic);
    }
  });

  it("/te/about-me: the clinics in full and the languages as BCP 47 tags, on a page in Telugu", async () => {
    const graph = await graphOf("/te/about-me");
    const physician = graph.find((node) => node["@type"] === "IndividualPhysician")!;
    expect(physician.knowsLanguage).toEqual(["en", "hi", "ur", "te"]);
    expect(physician.makesOffer.itemOffered.availableChannel.availableLanguage).toEqual(["en", "hi", "ur", "te"]);
    const caspian = graph.find((node) => node.name === "Caspian Multispeciality Clinic")!;
    expect(caspian).toMatchObject({
      telephone: "+91 90000 23456",
      address: { postalCode: "411001" },
      openingHoursSpecification: [{ opens: "19:00" }, { opens: "16:30" }],
    });
  });

  for (const [path, inLanguage] of [
    ["/", "en-IN"],
    ["/hi/", "hi"],
    ["/ur/", "ur"],
  ] as const) {
    it(`${path}: the home page is the site in its language (${inLanguage})`, async () => {
      const page = (await graphOf(path)).find((node) => node["@type"] === "WebPage")!;
      expect(new URL(page["@id"]).pathname).toBe(path);
      expect(page.inLanguage).toBe(inLanguage);
      expect(page.isPartOf).toMatchObject({ "@type": "WebSite", inLanguage });
      expect(new URL(page.isPartOf["@id"]).pathname + new URL(page.isPartOf["@id"]).hash).toBe(`${path}#website`);
    });
  }

  for (const [path, inLanguage] of [
    ["/about-me", "en-IN"],
    ["/te/about-me", "te"],
    ["/ur/about-me", "ur"],
  ] as const) {
    it(`${path}: the page in its language (${inLanguage})`, async () => {
      const page = (await graphOf(path)).find((node) => node["@type"] === "WebPage")!;
      expect(new URL(page["@id"]).pathname).toBe(path);
      expect(page.inLanguage).toBe(inLanguage);
    });
  }

  it("follows an edit at once: days off in the next 14 days as closures, the video offer off, a new registration", async () => {
    const next: Practice = structuredClone(await admin(server, token, "GET", "/api/admin/practice"));
    const soon = indiaDate(3);
    const later = indiaDate(20);
    next.clinics[0].daysOff = [soon, later];
    next.online.enabled = false;
    next.doctor.registration = { number: "MMC 2011/02/5555", council: "Maharashtra Medical Council" };
    await admin(server, token, "PUT", "/api/admin/practice", next);

    for (const path of ["/", "/about-me"]) {
      const caspian = (await graphOf(path)).find((node) => node.name === "Caspian Multispeciality Clinic")!;
      expect(caspian.specialOpeningHoursSpecification, path).toEqual([
        { "@type": "OpeningHoursSpecification", opens: "00:00", closes: "00:00", validFrom: soon, validThrough: soon },
      ]);
    }
    for (const path of ["/", "/about-me"]) {
      const physician = (await graphOf(path)).find((node) => node["@type"] === "IndividualPhysician")!;
      expect(physician.makesOffer).toBeUndefined();
      expect(physician.identifier.value).toBe("MMC 2011/02/5555");
    }
    const stored = await call(server, "GET", "/api/user/practice");
    expect(stored.body.data.clinics[0].daysOff).toEqual([soon, later]);
  });
});
