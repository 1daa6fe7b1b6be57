import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import QRCode from "qrcode";
import { describe, expect, it } from "vitest";
import { defaultPractice } from "#app/content/practice.ts";
import type { Practice } from "#app/lib/practice-schema.ts";
import { readUpiQrImage, upiQrMessages } from "#server/images/upi-qr.ts";
import { type RunningServer, call } from "../support/server.ts";
import { admin, bearer, imageDirectory, png, signIn, upload, withDatabase, withSignedInServer } from "./helpers.ts";

let server: RunningServer;
let token: string;
withSignedInServer((running, adminToken) => {
  server = running;
  token = adminToken;
});

/** A deep copy to change freely. */
function copy(document: Practice = defaultPractice): any {
  return structuredClone(document);
}

async function stored(): Promise<Practice> {
  const { status, body } = await call(server, "GET", "/api/user/practice");
  expect(status).toBe(200);
  return body.data;
}

async function page(path: string): Promise<string> {
  const response = await fetch(server.url + path);
  expect(response.status).toBe(200);
  return response.text();
}

describe("reading the practice document", () => {
  it("starts a new database from app/content/practice.ts, for the public and for the editor", async () => {
    expect(await stored()).toEqual(defaultPractice);
    expect(await admin(server, token, "GET", "/api/admin/practice")).toEqual(defaultPractice);
  });

  it("answers 401 without a session and changes nothing", async () => {
    const before = await stored();
    expect((await call(server, "GET", "/api/admin/practice")).status).toBe(401);
    const put = await call(server, "PUT", "/api/admin/practice", { ...copy(), tagline: "Changed without signing in" });
    expect(put.status).toBe(401);
    expect(put.body).toEqual({ success: false, message: "Unauthorized" });
    expect((await call(server, "POST", "/api/admin/practice/image")).status).toBe(401);
    expect(await stored()).toEqual(before);
  });
});

describe("saving the practice document", () => {
  it("stores a valid document whole, answers it, and the next page render and the WhatsApp link use it", async () => {
    const next = copy(await stored());
    next.clinics[0].feeText = "Rs. 750";
    next.clinics[0].feeRupees = 750;
    next.clinics[0].durationMins = 30;
    next.clinics[0].daysOff = ["2026-12-07", "2026-11-30", "2026-11-30"];
    next.contact.whatsappNumber = "919000077777";
    next.doctor.registration = { number: "  MMC 2010/01/9999 ", council: "Maharashtra Medical Council" };
    next.tagline = "Careful listening, clear plans.";

    const { status, body } = await call(server, "PUT", "/api/admin/practice", next, bearer(token));
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    // Trimmed, and the days off sorted without repeats.
    expect(body.data.doctor.registration.number).toBe("MMC 2010/01/9999");
    expect(body.data.clinics[0].daysOff).toEqual(["2026-11-30", "2026-12-07"]);
    expect(await stored()).toEqual(body.data);

    const home = await page("/");
    expect(home).toContain("Careful listening, clear plans.");
    expect(home).toContain('href="https://wa.me/919000077777"');
    expect(home).toContain("MMC 2010/01/9999");
    expect(home).toContain('"identifier":{"@type":"PropertyValue","propertyID":"Maharashtra Medical Council","value":"MMC 2010/01/9999"}');
    const booking = await page("/book-an-appointment");
    expect(booking).toContain("Rs. 750");
    expect(booking).not.toContain("https://wa.me/919000012345");
    expect(await page("/about-me")).toContain("MMC 2010/01/9999");
  });

  it("keeps the saved document after a restart", async () => {
    const before = await stored();
    server = await server.restart();
    token = await signIn(server);
    expect(await stored()).toEqual(before);
  });

  type Case = { rule: string; change: (doc: any) => void; path: string };
  const cases: Case[] = [
    {
      rule: "a window that ends before it starts",
      change: (doc) => (doc.clinics[0].schedule[0] = { day: 1, start: 2100, end: 1900 }),
      path: "clinics.0.schedule.0.end",
    },
    {
      rule: "a window that starts and ends at once",
      change: (doc) => (doc.clinics[0].schedule[0] = { day: 1, start: 1900, end: 1900 }),
      path: "clinics.0.schedule.0.end",
    },
    { rule: "a day outside 0–6", change: (doc) => (doc.clinics[0].schedule[0].day = 7), path: "clinics.0.schedule.0.day" },
    { rule: "a time with 60 or more minutes", change: (doc) => (doc.clinics[1].schedule[0].start = 1075), path: "clinics.1.schedule.0.start" },
    { rule: "a time past 23:59", change: (doc) => (doc.clinics[0].schedule[0].end = 2400), path: "clinics.0.schedule.0.end" },
    { rule: "a time that is not a number", change: (doc) => (doc.clinics[0].schedule[0].start = "7 PM"), path: "clinics.0.schedule.0.start" },
    {
      rule: "overlapping windows in one clinic",
      change: (doc) => doc.clinics[0].schedule.push({ day: 1, start: 2030, end: 2200 }),
      path: "clinics.0.schedule.5.start",
    },
    { rule: "a duration under 5 minutes", change: (doc) => (doc.clinics[0].durationMins = 4), path: "clinics.0.durationMins" },
    { rule: "a duration over 240 minutes", change: (doc) => (doc.clinics[0].durationMins = 241), path: "clinics.0.durationMins" },
    { rule: "a clinic id used twice", change: (doc) => (doc.clinics[1].id = doc.clinics[0].id), path: "clinics.1.id" },
    { rule: "a clinic id with spaces and capitals", change: (doc) => (doc.clinics[1].id = "Karla Clinic"), path: "clinics.1.id" },
    { rule: "no clinic at all", change: (doc) => (doc.clinics = []), path: "clinics" },
    { rule: "a javascript: booking link", change: (doc) => (doc.clinics[0].bookingUrl = "javascript:alert(1)"), path: "clinics.0.bookingUrl" },
    { rule: "an ftp social link", change: (doc) => (doc.social.facebook.url = "ftp://files.example/doctor"), path: "social.facebook.url" },
    { rule: "a data: portrait", change: (doc) => (doc.doctor.imageUrl = "data:image/png;base64,AAAA"), path: "doctor.imageUrl" },
    { rule: "a tel: link without digits", change: (doc) => (doc.contact.phoneHref = "tel:call-us"), path: "contact.phoneHref" },
    { rule: "a clinic phone with letters", change: (doc) => (doc.clinics[1].phone = "call the front desk"), path: "clinics.1.phone" },
    { rule: "a WhatsApp number with a plus and spaces", change: (doc) => (doc.contact.whatsappNumber = "+91 90000 12345"), path: "contact.whatsappNumber" },
    { rule: "a day off that is not a date", change: (doc) => (doc.clinics[0].daysOff = ["2026-02-30"]), path: "clinics.0.daysOff.0" },
    { rule: "a tagline over 200 characters", change: (doc) => (doc.tagline = "x".repeat(201)), path: "tagline" },
    { rule: "an empty doctor's name", change: (doc) => (doc.doctor.name = "   "), path: "doctor.name" },
    { rule: "a testimonial over 1,000 characters", change: (doc) => (doc.testimonials[2].text = "y".repeat(1001)), path: "testimonials.2.text" },
    { rule: "a missing section", change: (doc) => delete doc.contact, path: "contact" },
    { rule: "a fee whose words name another amount", change: (doc) => (doc.clinics[0].feeRupees = 999), path: "clinics.0.feeText" },
    { rule: "a UPI ID without its handle", change: (doc) => (doc.payment.upiId = "aaravmehta.clinic"), path: "payment.upiId" },
    { rule: "a UPI ID with spaces", change: (doc) => (doc.payment.upiId = "aarav mehta@okaxis"), path: "payment.upiId" },
    { rule: "an http: payment page", change: (doc) => (doc.payment.pageUrl = "http://payments.example/aarav"), path: "payment.pageUrl" },
    { rule: "a QR of another UPI ID", change: (doc) => (doc.payment.qr.payee = "someone.else@okaxis"), path: "payment.qr" },
    {
      rule: "an Urdu reply template over 2,000 characters",
      change: (doc) => (doc.replyTemplates[0].texts.ur = "ا".repeat(2001)),
      path: "replyTemplates.0.texts.ur",
    },
    {
      rule: "the UPI app button without a UPI ID",
      change: (doc) => Object.assign(doc.payment, { upiId: "", qr: null, appButton: true }),
      path: "payment.appButton",
    },
  ];

  for (const { rule, change, path } of cases) {
    it(`refuses ${rule} with 400 naming ${path}, and stores nothing`, async () => {
      const before = await stored();
      const next = copy(before);
      next.tagline = "This change must not be stored";
      change(next);
      const { status, body } = await call(server, "PUT", "/api/admin/practice", next, bearer(token));
      expect(status).toBe(400);
      expect(body.success).toBe(false);
      expect(Object.keys(body.errors)).toContain(path);
      expect(body.message).toBe(Object.values(body.errors)[0]);
      expect(await stored()).toEqual(before);
    });
  }

  it("names every bad path of one document at once, and stores none of its good changes", async () => {
    const before = await stored();
    const next = copy(before);
    next.clinics[0].feeText = "Rs. 900";
    next.clinics[0].feeRupees = 900;
    next.clinics[0].durationMins = 2;
    next.clinics[1].bookingUrl = "mailto:someone@example.com";
    next.contact.phoneHref = "+91";
    const { status, body } = await call(server, "PUT", "/api/admin/practice", next, bearer(token));
    expect(status).toBe(400);
    expect(Object.keys(body.errors).sort()).toEqual(["clinics.0.durationMins", "clinics.1.bookingUrl", "contact.phoneHref"]);
    expect((await stored()).clinics[0].feeText).toBe(before.clinics[0].feeText);
    expect(await page("/book-an-appointment")).not.toContain("Rs. 900");
  });

  it("refuses a body that is not a document", async () => {
    const { status, body } = await call(server, "PUT", "/api/admin/practice", [1, 2, 3], bearer(token));
    expect(status).toBe(400);
    expect(body.success).toBe(false);
  });
});

describe("images of the practice", () => {
  it("stores an uploaded portrait through the image pipeline and deletes it once the document no longer uses it", async () => {
    const uploaded = await upload(
      server,
      "/api/admin/practice/image",
      "image",
      { bytes: await png(900, 1100), name: "portrait.png", type: "image/png" },
      bearer(token),
    );
    expect(uploaded.status).toBe(200);
    const image = uploaded.body.data.image;
    expect(image.url).toMatch(/^\/uploads\/[0-9a-f]{24}\/.+\.jpg$/);
    expect(image.sources.map((source: { type: string }) => source.type)).toEqual(["image/avif", "image/webp", "image/jpeg"]);

    const withPortrait = copy(await stored());
    withPortrait.doctor.image = image;
    withPortrait.doctor.imageUrl = image.url;
    await admin(server, token, "PUT", "/api/admin/practice", withPortrait);
    expect(await page("/about-me")).toContain(image.url);
    expect((await fetch(server.url + image.url)).status).toBe(200);

    const directory = imageDirectory(server, image.url);
    expect(existsSync(directory)).toBe(true);
    const back = copy(await stored());
    back.doctor.image = defaultPractice.doctor.image;
    back.doctor.imageUrl = defaultPractice.doctor.imageUrl;
    await admin(server, token, "PUT", "/api/admin/practice", back);
    expect(existsSync(directory)).toBe(false);
  });

  it("refuses a file that is not an image", async () => {
    const { status, body } = await upload(
      server,
      "/api/admin/practice/image",
      "image",
      { bytes: Buffer.from("not an image"), name: "notes.png", type: "image/png" },
      bearer(token),
    );
    expect(status).toBe(415);
    expect(body.success).toBe(false);
  });
});

describe("the bank's UPI QR", () => {
  const qrFile = async (text: string) => ({ bytes: await QRCode.toBuffer(text, { width: 300 }), name: "qr.png", type: "image/png" });

  it("is read at upload: a QR that is no UPI payment is refused 400 with a message saying so, and nothing is stored", async () => {
    const uploads = path.join(server.dataDir, "uploads");
    const stored = () => (existsSync(uploads) ? readdirSync(uploads).length : 0);
    const before = stored();
    const website = await upload(server, "/api/admin/practice/upi-qr", "image", await qrFile("https://example.com/pay"), bearer(token));
    expect(website.status).toBe(400);
    expect(website.body.message).toBe(upiQrMessages.notUpi);
    const blank = await upload(
      server,
      "/api/admin/practice/upi-qr",
      "image",
      { bytes: await png(200, 200), name: "blank.png", type: "image/png" },
      bearer(token),
    );
    expect([blank.status, blank.body.message]).toEqual([400, upiQrMessages.noQr]);
    expect(stored()).toBe(before);
  });

  it("is stored as uploaded and names its payee, which the document's UPI ID must be", async () => {
    const sent = await upload(
      server,
      "/api/admin/practice/upi-qr",
      "image",
      await qrFile("upi://pay?pa=other.clinic@okaxis&pn=Other%20Clinic&mc=8099"),
      bearer(token),
    );
    expect(sent.status).toBe(200);
    const { image, payee, payeeName } = sent.body.data.qr;
    expect([payee, payeeName]).toEqual(["other.clinic@okaxis", "Other Clinic"]);
    // The image the pages show still reads as the same UPI QR.
    const shown = Buffer.from(await (await fetch(server.url + image.url)).arrayBuffer());
    expect(await readUpiQrImage(shown)).toEqual({ payee, payeeName });

    const next = copy(await stored());
    next.payment.qr = { image, payee };
    const refused = await call(server, "PUT", "/api/admin/practice", next, bearer(token));
    expect(refused.status).toBe(400);
    expect(refused.body.errors["payment.qr"]).toBe(
      `The QR pays other.clinic@okaxis, not the UPI ID ${defaultPractice.payment.upiId}: upload your bank's QR for this UPI ID`,
    );
    next.payment.upiId = payee;
    const saved = await call(server, "PUT", "/api/admin/practice", next, bearer(token));
    expect(saved.status).toBe(200);
    expect(await page("/book-an-appointment")).toContain(image.url);
  });
});

describe("payment details in every language", () => {
  it("show on Before your visit with its FAQPage data, and the booking page sends no refund policy", async () => {
    const document = await stored();
    for (const lang of ["en", "hi", "te", "ur"] as const) {
      const prefix = lang === "en" ? "" : `/${lang}`;
      const policy = lang === "en" ? document.payment.policy : document.translations![lang]!.texts["payment.policy"]!;
      const question = lang === "en" ? document.visitQuestions[1]!.question : document.translations![lang]!.texts["visitQuestions.1.question"]!;
      const visit = await page(`${prefix}/before-your-visit`);
      expect(visit).toContain(policy);
      expect(visit).toContain('"@type":"FAQPage"');
      expect(visit).toContain(`{"@type":"Question","name":${JSON.stringify(question)}`);
      expect(visit).toContain(document.payment.upiId);
      const booking = await page(`${prefix}/book-an-appointment`);
      expect(booking).toContain(document.payment.upiId);
      expect(booking).not.toContain(policy);
      expect(await page(`${prefix}/accessibility`)).toContain("(WCAG) 2.2");
    }
    const sitemap = await page("/sitemap.xml");
    expect(sitemap).toMatch(/<loc>[^<]+\/hi\/before-your-visit<\/loc>/);
    expect(sitemap).toMatch(/hreflang="ur" href="[^"]+\/ur\/accessibility"/);
  });
});

describe("reply templates in every language", () => {
  it("keep each template's English, Hindi, Telugu and Urdu through a save and a read; a template sent without languages is blank in each", async () => {
    const next = copy(await stored());
    next.replyTemplates[0].texts.ur = "  شکریہ۔ براہِ کرم اپنی اپائنٹمنٹ بک کریں: /book-an-appointment  ";
    next.replyTemplates[1].texts.hi = "";
    next.replyTemplates.push({ title: "Thanks", text: "Thank you for your kind words." });

    const saved = await admin(server, token, "PUT", "/api/admin/practice", next);
    expect(saved.replyTemplates[0].texts).toEqual({
      ...defaultPractice.replyTemplates[0]!.texts,
      ur: "شکریہ۔ براہِ کرم اپنی اپائنٹمنٹ بک کریں: /book-an-appointment",
    });
    expect(saved.replyTemplates[1].texts.hi).toBe("");
    expect(saved.replyTemplates[2]).toEqual(defaultPractice.replyTemplates[2]);
    expect(saved.replyTemplates[3]).toEqual({ title: "Thanks", text: "Thank you for your kind words.", texts: { hi: "", te: "", ur: "" }, forUrgent: false });
    expect(await admin(server, token, "GET", "/api/admin/practice")).toEqual(saved);
  });
});

describe("weekly timings", () => {
  it("are stored Monday first and by time, whatever order they were entered in", async () => {
    const next = copy(await stored());
    next.clinics[1].schedule = [
      { day: 0, start: 900, end: 1100 },
      { day: 6, start: 1000, end: 1400 },
      { day: 1, start: 1700, end: 1900 },
      { day: 1, start: 900, end: 1100 },
    ];
    const saved = await admin(server, token, "PUT", "/api/admin/practice", next);
    expect(saved.clinics[1].schedule).toEqual([
      { day: 1, start: 900, end: 1100 },
      { day: 1, start: 1700, end: 1900 },
      { day: 6, start: 1000, end: 1400 },
      { day: 0, start: 900, end: 1100 },
    ]);
  });
});

describe("documents stored before a field existed", () => {
  it("are read with the field's default, and the pages leave out what is empty", async () => {
    const old = copy(defaultPractice);
    delete old.doctor.registration;
    delete old.online;
    for (const clinic of old.clinics) {
      delete clinic.daysOff;
      delete clinic.geo;
    }
    for (const template of old.replyTemplates) delete template.texts;
    await server.stop();
    withDatabase(server, (sqlite) => sqlite.prepare("UPDATE practice SET document = ? WHERE id = 1").run(JSON.stringify(old)));
    server = await server.restart();
    token = await signIn(server);

    const read = await stored();
    expect(read.doctor.registration).toEqual({ number: "", council: "" });
    expect(read.clinics.map((clinic) => clinic.daysOff)).toEqual([[], []]);
    expect(read.clinics.map((clinic) => clinic.geo)).toEqual([undefined, undefined]);
    expect(read.online).toMatchObject({ enabled: false, schedule: [], daysOff: [] });
    expect(read.replyTemplates.map((template) => template.texts)).toEqual(old.replyTemplates.map(() => ({ hi: "", te: "", ur: "" })));
    const home = await page("/");
    expect(home).not.toContain("medical registration");
    expect(home).not.toContain('"identifier"');
    expect(home).not.toContain('"geo"');
    expect(home).not.toContain('"makesOffer"');
    expect(await page("/book-an-appointment")).not.toContain("Video call");
  });
});
