import type { ComponentType } from "react";
import { LanguagesSection } from "#app/components/admin/practice/languages-section.tsx";
import { CrisisSection, PrivacySection, ReplyTemplatesSection } from "#app/components/admin/practice/notice-sections.tsx";
import { OnlineSection } from "#app/components/admin/practice/online-section.tsx";
import { PaymentsSection, VisitQuestionsSection } from "#app/components/admin/practice/payments-section.tsx";
import {
  AboutSection,
  ClinicsSection,
  ContactSection,
  DaysOffSection,
  DoctorSection,
  RatingsSection,
  ReasonsSection,
  SelfCheckSection,
  ServicesSection,
  SocialSection,
  TestimonialsSection,
} from "#app/components/admin/practice/practice-sections.tsx";

/** What every section's body is given: the ids of the clinics already saved, which the Clinics section keeps. */
type SectionProps = { savedIds: readonly string[] };

export type PracticeSectionEntry = {
  /** The section's anchor, for the links at the top. */
  id: string;
  title: string;
  description: string;
  /**
   * The parts of the practice document the section edits, as dotted paths where `*` stands for any list position.
   * A message is filed under the section with the longest path that starts it.
   */
  fields: readonly string[];
  Body: ComponentType<SectionProps>;
};

/** The Practice screen's sections, in the order of the screen and of its section links. */
export const practiceSectionTable: readonly PracticeSectionEntry[] = [
  {
    id: "doctor",
    title: "Doctor",
    description: "Who the doctor is, as the home page, About Me and search engines show it.",
    fields: ["doctor", "languages", "siteName", "shortName", "tagline", "city", "region", "journal", "brandNote"],
    Body: DoctorSection,
  },
  {
    id: "contact",
    title: "Contact",
    description: "The practice's own phone, WhatsApp and e-mail, shown in the header, footer and Contact Me.",
    fields: ["contact"],
    Body: ContactSection,
  },
  {
    id: "clinics",
    title: "Clinics and timings",
    description: "Each clinic's fee, appointment length, weekly hours, address and phone.",
    fields: ["clinics"],
    Body: ClinicsSection,
  },
  {
    id: "days-off",
    title: "Days off",
    description: "Leave and holidays: the booking form offers no slot at that clinic on these dates.",
    fields: ["clinics.*.daysOff"],
    Body: DaysOffSection,
  },
  {
    id: "online",
    title: "Video consultations",
    description: "When on, the booking form asks “In clinic” or “Video call” first and offers these hours for a video call.",
    fields: ["online"],
    Body: OnlineSection,
  },
  {
    id: "payments",
    title: "Payments",
    description: "Each fee in rupees, and how patients pay for a video consultation: UPI, your bank's QR, a payment page; the refund policy.",
    fields: ["payment", "clinics.*.feeRupees", "online.feeRupees"],
    Body: PaymentsSection,
  },
  {
    id: "before-your-visit",
    title: "Before your visit",
    description: "The questions and answers of the Before your visit page, with the fees and the refund policy above them.",
    fields: ["visitQuestions"],
    Body: VisitQuestionsSection,
  },
  { id: "services", title: "Services", description: "The areas of care on Our Services.", fields: ["services"], Body: ServicesSection },
  {
    id: "self-check",
    title: "Self-check",
    description: "The private PHQ-9 and GAD-7 self-check at /self-check: which journal posts end with a link to it.",
    fields: ["selfCheck"],
    Body: SelfCheckSection,
  },
  { id: "reasons", title: "Reasons", description: "Why Choose Us: each reason's title and text.", fields: ["reasons"], Body: ReasonsSection },
  { id: "ratings", title: "Ratings", description: "Review platforms with their score and number of reviews.", fields: ["ratings"], Body: RatingsSection },
  {
    id: "about",
    title: "About",
    description: "About Me: the introduction, positions, education, memberships and research.",
    fields: ["doctor.aboutTitle", "doctor.aboutHeading", "doctor.aboutIntro", "employment", "education", "memberships", "research", "maker"],
    Body: AboutSection,
  },
  {
    id: "testimonials",
    title: "Testimonials",
    description: "What patients say, on About Me. Use a first name and initial only.",
    fields: ["testimonials"],
    Body: TestimonialsSection,
  },
  {
    id: "social",
    title: "Social links",
    description: "The icons in the footer; each needs a web address starting with https://.",
    fields: ["social"],
    Body: SocialSection,
  },
  {
    id: "crisis",
    title: "Crisis line",
    description: "Shown next to every form, on every blog post and on the not-found page.",
    fields: ["crisis"],
    Body: CrisisSection,
  },
  {
    id: "privacy-notice",
    title: "Privacy notice",
    description: "The facts of the privacy notice at /privacy.",
    fields: ["privacy"],
    Body: PrivacySection,
  },
  {
    id: "reply-templates",
    title: "Reply templates",
    description: "Ready answers the Comments screen's reply box inserts with one tap; public replies give general information only.",
    fields: ["replyTemplates"],
    Body: ReplyTemplatesSection,
  },
  {
    id: "languages",
    title: "Languages",
    description: "The practice's texts in Hindi, Telugu and Urdu, each beside its English, and which languages the site shows.",
    fields: ["translations"],
    Body: LanguagesSection,
  },
];

function startsWith(path: readonly string[], field: string): boolean {
  return field.split(".").every((part, index) => part === "*" || part === path[index]);
}

/** The section a message's path belongs to, for the summary at the top: "clinics.0.daysOff.2" → Days off. */
export function sectionOfPath(path: string): PracticeSectionEntry | undefined {
  const parts = path.split(".");
  let best: { entry: PracticeSectionEntry; length: number } | undefined;
  for (const entry of practiceSectionTable) {
    for (const field of entry.fields) {
      const length = field.split(".").length;
      if (startsWith(parts, field) && length > (best?.length ?? 0)) best = { entry, length };
    }
  }
  return best?.entry;
}
