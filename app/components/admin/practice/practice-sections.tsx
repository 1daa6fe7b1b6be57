import type { Clinic, Practice, SocialId } from "#app/lib/practice-schema.ts";
import { freeId, valueAt } from "#app/lib/admin/practice-draft.ts";
import { DaysOffEditor } from "#app/components/admin/practice/days-off-editor.tsx";
import { ListEditor } from "#app/components/admin/practice/list-editor.tsx";
import { PracticeImage } from "#app/components/admin/practice/practice-image.tsx";
import { PracticeLines, PracticeNumber, PracticePhone, PracticeText, usePracticeForm } from "#app/components/admin/practice/practice-form.tsx";
import { TimetableEditor } from "#app/components/admin/practice/timetable-editor.tsx";
import { ClinicGeo } from "#app/components/admin/practice/clinic-geo.tsx";
import { followFee } from "#app/components/admin/practice/payments-section.tsx";
import { Switch } from "#app/components/admin/switch.tsx";

/** Which journal posts end with a link to the private self-check (issue 39): on or off, and by which categories. */
export function SelfCheckSection() {
  const { draft, set, disabled } = usePracticeForm();
  return (
    <>
      <div className={disabled ? "pointer-events-none opacity-60" : ""}>
        <Switch
          checked={draft.selfCheck.onPosts}
          label="Offer the self-check on posts about mood and anxiety"
          onChange={(next) => set(["selfCheck", "onPosts"], next)}
        />
      </div>
      <PracticeLines
        path={["selfCheck", "postCategories"]}
        label="Categories of those posts"
        hint="One per line, as the posts' category is written (any language); capitals do not matter."
      />
    </>
  );
}

const grid = "grid gap-5 md:grid-cols-2";

export function DoctorSection() {
  const { draft, set, errors, disabled } = usePracticeForm();
  return (
    <>
      <div className={grid}>
        <PracticeText path={["doctor", "name"]} label="Name" />
        <PracticeText path={["doctor", "qualifications"]} label="Qualifications" />
        <PracticeText path={["doctor", "specialty"]} label="Specialty" />
        <PracticeText path={["doctor", "ctaText"]} label="Booking button text" />
        <PracticeText path={["doctor", "registration", "number"]} label="Registration number" hint="e.g. MMC 2009/04/1234" />
        <PracticeText path={["doctor", "registration", "council"]} label="Medical council" hint="e.g. Maharashtra Medical Council" />
      </div>
      <PracticeText path={["doctor", "description", 0]} label="Introduction, first paragraph" rows={4} />
      <PracticeText path={["doctor", "description", 1]} label="Introduction, second paragraph" rows={4} />
      <PracticeImage
        label="Portrait"
        currentUrl={draft.doctor.imageUrl}
        error={errors["doctor.imageUrl"] ?? errors["doctor.image.url"]}
        disabled={disabled}
        onUploaded={(image) => {
          set(["doctor", "image"], image);
          set(["doctor", "imageUrl"], image.url);
        }}
      />
      <PracticeText path={["doctor", "altText"]} label="Portrait description" hint="What the portrait shows, read to people who cannot see it." />
      <PracticeText path={["doctor", "bookingProfileUrl"]} label="Online booking profile" hint="https://…" />
      <PracticeLines path={["languages"]} label="Languages of consultation" />
      <PracticeLines path={["doctor", "medicalSpecialties"]} label="Specialties for search engines" hint="schema.org words, one per line, e.g. Psychiatric." />
      <h3 className="pt-2 text-lg font-semibold">The site</h3>
      <div className={grid}>
        <PracticeText path={["siteName"]} label="Site name" />
        <PracticeText path={["shortName"]} label="Short name" hint="In the logo and the browser tab." />
        <PracticeText path={["tagline"]} label="Tagline" />
        <PracticeText path={["city"]} label="City" />
        <PracticeText path={["region"]} label="State" />
        <PracticeText path={["journal", "title"]} label="Journal title" />
      </div>
      <PracticeText path={["brandNote"]} label="Footer note" rows={3} />
      <PracticeText path={["journal", "tagline"]} label="Journal introduction" rows={3} />
    </>
  );
}

export function ContactSection() {
  return (
    <>
      <div className={grid}>
        <PracticePhone path={["contact", "phone"]} hrefPath={["contact", "phoneHref"]} label="Phone" />
        <PracticeText
          path={["contact", "whatsappNumber"]}
          label="WhatsApp number"
          hint="Country code and number, digits only, e.g. 919000012345. Appointment requests go here."
        />
        <PracticeText path={["contact", "email"]} label="E-mail" />
        <PracticeText path={["contact", "mapUrl"]} label="Map link" hint="https://…" />
      </div>
      <PracticeText path={["contact", "address"]} label="Address" />
    </>
  );
}

function newClinic(clinics: readonly Clinic[], template: Clinic): Clinic {
  return {
    ...template,
    id: freeId(
      "new-clinic",
      clinics.map((clinic) => clinic.id),
    ),
    name: "",
    summary: "",
    schedule: [],
    daysOff: [],
    bookingUrl: template.bookingUrl,
  };
}

/** `savedIds`: clinics that are already public keep their id, since links to the booking form use it. */
export function ClinicsSection({ savedIds }: { savedIds: readonly string[] }) {
  const { draft, set } = usePracticeForm();
  return (
    <ListEditor<Clinic>
      path={["clinics"]}
      legend="Clinics"
      noun="clinic"
      minItems={1}
      itemTitle={(clinic) => clinic.name}
      create={(clinics) => newClinic(clinics, draft.clinics[0])}
    >
      {(path, clinic) => (
        <>
          <div className={grid}>
            <PracticeText path={[...path, "name"]} label="Clinic name" />
            {savedIds.includes(clinic.id) ? (
              <div>
                <p className="font-medium">Clinic id</p>
                <p className="mt-1 text-ink-700">
                  <code>{clinic.id}</code> — kept, because booking links use it.
                </p>
              </div>
            ) : (
              <PracticeText path={[...path, "id"]} label="Clinic id" hint="Lowercase letters, digits and dashes. It cannot be changed after saving." />
            )}
            <PracticeText path={[...path, "feeText"]} label="Fee" hint="As patients read it, e.g. Rs. 500" onText={(text) => followFee(set, path, text)} />
            <PracticeText path={[...path, "priceRange"]} label="Price for search engines" hint="e.g. ₹500" />
            <PracticeNumber
              path={[...path, "durationMins"]}
              label="Appointment length (minutes)"
              hint="5 to 240; slots are cut this long."
              onNumber={(minutes) => set([...path, "durationText"], `${minutes} minutes`)}
            />
            <PracticeText path={[...path, "durationText"]} label="Appointment length as shown" hint="e.g. 20 minutes" />
          </div>
          <PracticeText path={[...path, "summary"]} label="Summary" rows={2} />
          <TimetableEditor path={[...path, "schedule"]} clinicName={clinic.name} />
          <fieldset className={grid}>
            <legend className="mb-2 font-semibold">Address</legend>
            <PracticeText path={[...path, "address", "streetAddress"]} label="Street address" />
            <PracticeText path={[...path, "address", "locality"]} label="Locality" />
            <PracticeText path={[...path, "address", "city"]} label="City" />
            <PracticeText path={[...path, "address", "region"]} label="State" />
            <PracticeText path={[...path, "address", "postalCode"]} label="PIN code" />
            <PracticeText path={[...path, "address", "country"]} label="Country code" hint="Two letters, e.g. IN" />
          </fieldset>
          <ClinicGeo path={[...path, "geo"]} clinicName={clinic.name} />
          <div className={grid}>
            <PracticePhone path={[...path, "phone"]} hrefPath={[...path, "phoneHref"]} label="Clinic phone" />
            <PracticeText path={[...path, "mapQuery"]} label="Map search" hint="What a map search should look for." />
            <PracticeText path={[...path, "bookingUrl"]} label="Clinic's booking page" hint="https://…" />
          </div>
        </>
      )}
    </ListEditor>
  );
}

export function DaysOffSection() {
  const { draft } = usePracticeForm();
  return (
    <>
      {draft.clinics.map((clinic, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a clinic's id may be blank or repeated while it is being typed; its position is its identity here.
        <DaysOffEditor key={index} path={["clinics", index, "daysOff"]} clinicName={clinic.name} />
      ))}
    </>
  );
}

export function ServicesSection() {
  const { set, disabled } = usePracticeForm();
  return (
    <ListEditor<Practice["services"][number]>
      path={["services"]}
      legend="Services"
      noun="service"
      itemTitle={(service) => service.title}
      create={(services) => ({
        id: freeId(
          "service",
          services.map((service) => service.id),
        ),
        title: "",
        summary: "",
        details: [],
        selfCheck: false,
      })}
    >
      {(path, service) => (
        <>
          <PracticeText path={[...path, "title"]} label="Title" />
          <PracticeText path={[...path, "summary"]} label="Summary" rows={2} />
          <PracticeLines path={[...path, "details"]} label="What it covers" />
          <div className={disabled ? "pointer-events-none opacity-60" : ""}>
            <Switch
              checked={service.selfCheck}
              label="Link the private self-check (PHQ-9 and GAD-7) from this service"
              context={service.title}
              onChange={(next) => set([...path, "selfCheck"], next)}
            />
          </div>
        </>
      )}
    </ListEditor>
  );
}

export function ReasonsSection() {
  return (
    <ListEditor<Practice["reasons"][number]>
      path={["reasons"]}
      legend="Reasons"
      noun="reason"
      itemTitle={(reason) => reason.title}
      create={() => ({ title: "", text: "" })}
    >
      {(path) => (
        <>
          <PracticeText path={[...path, "title"]} label="Title" />
          <PracticeText path={[...path, "text"]} label="Text" rows={3} />
        </>
      )}
    </ListEditor>
  );
}

export function RatingsSection() {
  return (
    <ListEditor<Practice["ratings"][number]>
      path={["ratings"]}
      legend="Ratings"
      noun="rating"
      itemTitle={(rating) => rating.platform}
      create={() => ({ platform: "", reviews: 0, score: 5, outOf: 5, url: "https://" })}
    >
      {(path) => (
        <div className={grid}>
          <PracticeText path={[...path, "platform"]} label="Platform" />
          <PracticeText path={[...path, "url"]} label="Link" hint="https://…" />
          <PracticeNumber path={[...path, "score"]} label="Score" step={0.1} />
          <PracticeNumber path={[...path, "outOf"]} label="Out of" />
          <PracticeNumber path={[...path, "reviews"]} label="Number of reviews" />
        </div>
      )}
    </ListEditor>
  );
}

type Entry = { title: string; institution: string; duration: string };

function EmploymentList({ which, legend }: { which: "current" | "past"; legend: string }) {
  return (
    <ListEditor<Entry>
      path={["employment", which]}
      legend={legend}
      noun="position"
      itemTitle={(entry) => entry.title}
      create={() => ({ title: "", institution: "", duration: "" })}
    >
      {(path) => (
        <div className={grid}>
          <PracticeText path={[...path, "title"]} label="Position" />
          <PracticeText path={[...path, "institution"]} label="Institution" />
          <PracticeText path={[...path, "duration"]} label="Years" hint="e.g. 2019 – Present" />
        </div>
      )}
    </ListEditor>
  );
}

export function AboutSection() {
  return (
    <>
      <PracticeText path={["doctor", "aboutTitle"]} label="Page title" />
      <PracticeText path={["doctor", "aboutHeading"]} label="Heading" />
      <PracticeText path={["doctor", "aboutIntro"]} label="Introduction in the doctor's words" rows={4} />
      <EmploymentList which="current" legend="Current positions" />
      <EmploymentList which="past" legend="Past positions" />
      <ListEditor<Practice["education"][number]>
        path={["education"]}
        legend="Education"
        noun="degree"
        itemTitle={(entry) => entry.degree}
        create={() => ({ degree: "", institution: "", duration: "" })}
      >
        {(path) => (
          <div className={grid}>
            <PracticeText path={[...path, "degree"]} label="Degree" />
            <PracticeText path={[...path, "institution"]} label="Institution" />
            <PracticeText path={[...path, "duration"]} label="Years" />
          </div>
        )}
      </ListEditor>
      <ListEditor<Practice["memberships"][number]>
        path={["memberships"]}
        legend="Memberships"
        noun="membership"
        itemTitle={(membership) => membership.name}
        create={() => ({ name: "", role: "" })}
      >
        {(path) => (
          <div className={grid}>
            <PracticeText path={[...path, "name"]} label="Society" />
            <PracticeText path={[...path, "role"]} label="Role" />
          </div>
        )}
      </ListEditor>
      <PracticeLines path={["research"]} label="Research" hint="One title per line." />
      <div className={grid}>
        <PracticeText path={["maker", "name"]} label="Website made by" />
        <PracticeText path={["maker", "url"]} label="Their link" />
      </div>
    </>
  );
}

export function TestimonialsSection() {
  const { draft, set, errors, disabled } = usePracticeForm();
  return (
    <ListEditor<Practice["testimonials"][number]>
      path={["testimonials"]}
      legend="Testimonials"
      noun="testimonial"
      itemTitle={(testimonial) => testimonial.name}
      create={() => ({ name: "", context: "", text: "", image: "/images/testimonials/avatar-1.svg" })}
    >
      {(path, _testimonial, index) => (
        <>
          <div className={grid}>
            <PracticeText path={[...path, "name"]} label="Name" />
            <PracticeText path={[...path, "context"]} label="Care received" hint="Optional, e.g. Anxiety treatment" />
          </div>
          <PracticeText path={[...path, "text"]} label="Their words" rows={3} />
          <PracticeImage
            label="Photo"
            currentUrl={String(valueAt(draft, [...path, "image"]) ?? "")}
            error={errors[`testimonials.${index}.image`]}
            disabled={disabled}
            onUploaded={(image) => set([...path, "image"], image.url)}
          />
        </>
      )}
    </ListEditor>
  );
}

const socialNames: Record<SocialId, string> = {
  facebook: "Facebook",
  instagram: "Instagram",
  linkedin: "LinkedIn",
  x: "X",
  maps: "Google Maps",
  youtube: "YouTube",
  whatsappChannel: "WhatsApp Channel",
};

export function SocialSection() {
  return (
    <>
      {(Object.keys(socialNames) as SocialId[]).map((id) => (
        <fieldset key={id} className={grid}>
          <legend className="mb-2 font-semibold">{socialNames[id]}</legend>
          <PracticeText path={["social", id, "label"]} label={`${socialNames[id]} label`} />
          <PracticeText path={["social", id, "url"]} label={`${socialNames[id]} link`} />
        </fieldset>
      ))}
    </>
  );
}
