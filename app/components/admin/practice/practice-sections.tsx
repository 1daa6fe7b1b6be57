import type { Clinic, Practice, SocialId } from "#app/lib/practice-schema.ts";
import { freeId, valueAt } from "#app/lib/admin/practice-draft.ts";
import { DaysOffEditor } from "#app/components/admin/practice/days-off-editor.tsx";
import { ListEditor } from "#app/components/admin/practice/list-editor.tsx";
import { PracticeImage } from "#app/components/admin/practice/practice-image.tsx";
import { PracticeLines, PracticeNumber, PracticePhone, PracticeSection, PracticeText, usePracticeForm } from "#app/components/admin/practice/practice-form.tsx";
import { TimetableEditor } from "#app/components/admin/practice/timetable-editor.tsx";
import { ClinicGeo } from "#app/components/admin/practice/clinic-geo.tsx";

/** The screen's parts, in the order of the section links. */
export const practiceSections = [
  { id: "doctor", title: "Doctor" },
  { id: "contact", title: "Contact" },
  { id: "clinics", title: "Clinics and timings" },
  { id: "days-off", title: "Days off" },
  { id: "online", title: "Video consultations" },
  { id: "services", title: "Services" },
  { id: "reasons", title: "Reasons" },
  { id: "ratings", title: "Ratings" },
  { id: "about", title: "About" },
  { id: "testimonials", title: "Testimonials" },
  { id: "social", title: "Social links" },
  { id: "crisis", title: "Crisis line" },
  { id: "privacy-notice", title: "Privacy notice" },
] as const;

const grid = "grid gap-5 md:grid-cols-2";

export function DoctorSection() {
  const { draft, set, errors, disabled } = usePracticeForm();
  return (
    <PracticeSection id="doctor" title="Doctor" description="Who the doctor is, as the home page, About Me and search engines show it.">
      <div className={grid}>
        <PracticeText path={["doctor", "name"]} label="Name" maxLength={100} />
        <PracticeText path={["doctor", "qualifications"]} label="Qualifications" />
        <PracticeText path={["doctor", "specialty"]} label="Specialty" />
        <PracticeText path={["doctor", "ctaText"]} label="Booking button text" maxLength={60} />
        <PracticeText path={["doctor", "registration", "number"]} label="Registration number" hint="e.g. MMC 2009/04/1234" maxLength={60} required={false} />
        <PracticeText
          path={["doctor", "registration", "council"]}
          label="Medical council"
          hint="e.g. Maharashtra Medical Council"
          maxLength={150}
          required={false}
        />
      </div>
      <PracticeText path={["doctor", "description", 0]} label="Introduction, first paragraph" rows={4} maxLength={2000} />
      <PracticeText path={["doctor", "description", 1]} label="Introduction, second paragraph" rows={4} maxLength={2000} />
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
      <PracticeText
        path={["doctor", "altText"]}
        label="Portrait description"
        hint="What the portrait shows, read to people who cannot see it."
        maxLength={300}
      />
      <PracticeText path={["doctor", "bookingProfileUrl"]} label="Online booking profile" hint="https://…" maxLength={500} />
      <PracticeLines path={["languages"]} label="Languages of consultation" maxLength={50} />
      <PracticeLines
        path={["doctor", "medicalSpecialties"]}
        label="Specialties for search engines"
        hint="schema.org words, one per line, e.g. Psychiatric."
        maxLength={50}
      />
      <h3 className="pt-2 text-lg font-semibold">The site</h3>
      <div className={grid}>
        <PracticeText path={["siteName"]} label="Site name" />
        <PracticeText path={["shortName"]} label="Short name" hint="In the logo and the browser tab." maxLength={100} />
        <PracticeText path={["tagline"]} label="Tagline" />
        <PracticeText path={["city"]} label="City" maxLength={100} />
        <PracticeText path={["region"]} label="State" maxLength={100} />
        <PracticeText path={["journal", "title"]} label="Journal title" />
      </div>
      <PracticeText path={["brandNote"]} label="Footer note" rows={3} maxLength={500} />
      <PracticeText path={["journal", "tagline"]} label="Journal introduction" rows={3} maxLength={500} />
    </PracticeSection>
  );
}

export function ContactSection() {
  return (
    <PracticeSection id="contact" title="Contact" description="The practice's own phone, WhatsApp and e-mail, shown in the header, footer and Contact Me.">
      <div className={grid}>
        <PracticePhone path={["contact", "phone"]} hrefPath={["contact", "phoneHref"]} label="Phone" />
        <PracticeText
          path={["contact", "whatsappNumber"]}
          label="WhatsApp number"
          hint="Country code and number, digits only, e.g. 919000012345. Appointment requests go here."
          maxLength={15}
        />
        <PracticeText path={["contact", "email"]} label="E-mail" maxLength={254} />
        <PracticeText path={["contact", "mapUrl"]} label="Map link" hint="https://…" maxLength={500} />
      </div>
      <PracticeText path={["contact", "address"]} label="Address" maxLength={300} />
    </PracticeSection>
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
    <PracticeSection id="clinics" title="Clinics and timings" description="Each clinic's fee, appointment length, weekly hours, address and phone.">
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
                <PracticeText
                  path={[...path, "id"]}
                  label="Clinic id"
                  hint="Lowercase letters, digits and dashes. It cannot be changed after saving."
                  maxLength={40}
                />
              )}
              <PracticeText path={[...path, "feeText"]} label="Fee" hint="As patients read it, e.g. Rs. 500" maxLength={100} />
              <PracticeText path={[...path, "priceRange"]} label="Price for search engines" hint="e.g. ₹500" maxLength={50} />
              <PracticeNumber
                path={[...path, "durationMins"]}
                label="Appointment length (minutes)"
                hint="5 to 240; slots are cut this long."
                min={5}
                max={240}
                onNumber={(minutes) => set([...path, "durationText"], `${minutes} minutes`)}
              />
              <PracticeText path={[...path, "durationText"]} label="Appointment length as shown" hint="e.g. 20 minutes" maxLength={50} />
            </div>
            <PracticeText path={[...path, "summary"]} label="Summary" rows={2} maxLength={500} />
            <TimetableEditor path={[...path, "schedule"]} clinicName={clinic.name} />
            <fieldset className={grid}>
              <legend className="mb-2 font-semibold">Address</legend>
              <PracticeText path={[...path, "address", "streetAddress"]} label="Street address" />
              <PracticeText path={[...path, "address", "locality"]} label="Locality" />
              <PracticeText path={[...path, "address", "city"]} label="City" maxLength={100} />
              <PracticeText path={[...path, "address", "region"]} label="State" maxLength={100} />
              <PracticeText path={[...path, "address", "postalCode"]} label="PIN code" maxLength={12} />
              <PracticeText path={[...path, "address", "country"]} label="Country code" hint="Two letters, e.g. IN" maxLength={2} />
            </fieldset>
            <ClinicGeo path={[...path, "geo"]} clinicName={clinic.name} />
            <div className={grid}>
              <PracticePhone path={[...path, "phone"]} hrefPath={[...path, "phoneHref"]} label="Clinic phone" />
              <PracticeText path={[...path, "mapQuery"]} label="Map search" hint="What a map search should look for." maxLength={300} />
              <PracticeText path={[...path, "bookingUrl"]} label="Clinic's booking page" hint="https://…" maxLength={500} />
            </div>
          </>
        )}
      </ListEditor>
    </PracticeSection>
  );
}

export function DaysOffSection() {
  const { draft } = usePracticeForm();
  return (
    <PracticeSection id="days-off" title="Days off" description="Leave and holidays: the booking form offers no slot at that clinic on these dates.">
      {draft.clinics.map((clinic, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a clinic's id may be blank or repeated while it is being typed; its position is its identity here.
        <DaysOffEditor key={index} path={["clinics", index, "daysOff"]} clinicName={clinic.name} />
      ))}
    </PracticeSection>
  );
}

export function ServicesSection() {
  return (
    <PracticeSection id="services" title="Services" description="The areas of care on Our Services.">
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
        })}
      >
        {(path) => (
          <>
            <PracticeText path={[...path, "title"]} label="Title" />
            <PracticeText path={[...path, "summary"]} label="Summary" rows={2} maxLength={500} />
            <PracticeLines path={[...path, "details"]} label="What it covers" />
          </>
        )}
      </ListEditor>
    </PracticeSection>
  );
}

export function ReasonsSection() {
  return (
    <PracticeSection id="reasons" title="Reasons" description="Why Choose Us: each reason's title and text.">
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
            <PracticeText path={[...path, "text"]} label="Text" rows={3} maxLength={1000} />
          </>
        )}
      </ListEditor>
    </PracticeSection>
  );
}

export function RatingsSection() {
  return (
    <PracticeSection id="ratings" title="Ratings" description="Review platforms with their score and number of reviews.">
      <ListEditor<Practice["ratings"][number]>
        path={["ratings"]}
        legend="Ratings"
        noun="rating"
        itemTitle={(rating) => rating.platform}
        create={() => ({ platform: "", reviews: 0, score: 5, outOf: 5, url: "https://" })}
      >
        {(path) => (
          <div className={grid}>
            <PracticeText path={[...path, "platform"]} label="Platform" maxLength={100} />
            <PracticeText path={[...path, "url"]} label="Link" hint="https://…" maxLength={500} />
            <PracticeNumber path={[...path, "score"]} label="Score" min={0} max={10} step={0.1} />
            <PracticeNumber path={[...path, "outOf"]} label="Out of" min={1} max={10} />
            <PracticeNumber path={[...path, "reviews"]} label="Number of reviews" min={0} />
          </div>
        )}
      </ListEditor>
    </PracticeSection>
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
          <PracticeText path={[...path, "duration"]} label="Years" hint="e.g. 2019 – Present" maxLength={50} />
        </div>
      )}
    </ListEditor>
  );
}

export function AboutSection() {
  return (
    <PracticeSection id="about" title="About" description="About Me: the introduction, positions, education, memberships and research.">
      <PracticeText path={["doctor", "aboutTitle"]} label="Page title" />
      <PracticeText path={["doctor", "aboutHeading"]} label="Heading" />
      <PracticeText path={["doctor", "aboutIntro"]} label="Introduction in the doctor's words" rows={4} maxLength={2000} />
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
            <PracticeText path={[...path, "duration"]} label="Years" maxLength={50} />
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
            <PracticeText path={[...path, "role"]} label="Role" maxLength={100} />
          </div>
        )}
      </ListEditor>
      <PracticeLines path={["research"]} label="Research" hint="One title per line." maxLength={500} />
      <div className={grid}>
        <PracticeText path={["maker", "name"]} label="Website made by" maxLength={100} />
        <PracticeText path={["maker", "url"]} label="Their link" maxLength={500} />
      </div>
    </PracticeSection>
  );
}

export function TestimonialsSection() {
  const { draft, set, errors, disabled } = usePracticeForm();
  return (
    <PracticeSection id="testimonials" title="Testimonials" description="What patients say, on About Me. Use a first name and initial only.">
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
              <PracticeText path={[...path, "name"]} label="Name" maxLength={100} />
              <PracticeText path={[...path, "context"]} label="Care received" hint="Optional, e.g. Anxiety treatment" maxLength={100} required={false} />
            </div>
            <PracticeText path={[...path, "text"]} label="Their words" rows={3} maxLength={1000} />
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
    </PracticeSection>
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
    <PracticeSection id="social" title="Social links" description="The icons in the footer; each needs a web address starting with https://.">
      {(Object.keys(socialNames) as SocialId[]).map((id) => (
        <fieldset key={id} className={grid}>
          <legend className="mb-2 font-semibold">{socialNames[id]}</legend>
          <PracticeText path={["social", id, "label"]} label={`${socialNames[id]} label`} maxLength={100} />
          <PracticeText path={["social", id, "url"]} label={`${socialNames[id]} link`} maxLength={500} />
        </fieldset>
      ))}
    </PracticeSection>
  );
}
