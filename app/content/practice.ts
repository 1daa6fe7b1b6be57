// The first version of the practice document (its shape is `Practice` in app/lib/practice-schema.ts). A new database starts from `practice` below;
// from then on the document lives in the database, the admin edits it in the back office, and the pages,
// the structured data and the WhatsApp message read it from there (app/lib/practice-context.ts).
// The doctor, the clinics, the numbers and the addresses are fictional.

import type { Practice } from "#app/lib/practice-schema.ts";
import { defaultSelfCheck } from "#app/content/self-check.ts";
import { defaultCrisis, defaultPrivacy } from "#app/content/crisis-and-privacy.ts";
import { defaultReplyTemplates } from "#app/content/reply-templates.ts";
import { defaultTranslations } from "#app/content/practice-translations/index.ts";
import { defaultPolicy, defaultVisitQuestions } from "#app/content/payment.ts";

const city = "Pune";
const region = "Maharashtra";

/** The first version of the document: what a new database starts with. */
export const defaultPractice: Practice = {
  siteName: "Dr. Aarav Mehta — Psychiatrist & Sexologist",
  shortName: "Dr. Aarav Mehta",
  city,
  region,
  tagline: "Trusted Expertise. Compassionate Care.",
  brandNote:
    "Private, unhurried psychiatric and sexual-health care in Pune for individuals, couples and families — grounded in evidence and delivered with respect.",
  languages: ["English", "Hindi", "Urdu", "Telugu"],
  doctor: {
    name: "Dr. Aarav Mehta",
    qualifications: "MBBS, MD (Psychiatry)",
    specialty: "Consultant Psychiatrist & Sexologist",
    medicalSpecialties: ["Psychiatric", "Geriatric"],
    description: [
      "Dr. Aarav Mehta trained in psychiatry at the Western India Institute of Medical Sciences and completed a fellowship in psychosexual medicine. For over a decade he has helped adults, couples and older people through depression, anxiety, addiction, sleep and sexual-health concerns with care that is private, practical and free of judgement.",
      "He is an Assistant Professor of Psychiatry at the Deccan Medical College, Pune, and consults at the Caspian Multispeciality Clinic in Koregaon Park and the Karla Mind & Neuromodulation Clinic in Aundh, where he also offers rTMS for people whose depression has not eased with medicines alone.",
    ],
    ctaText: "Book Your Appointment",
    imageUrl: "/images/doctor-800.jpg",
    image: {
      url: "/images/doctor-800.jpg",
      width: 800,
      height: 1000,
      sources: [
        { type: "image/avif", srcset: "/images/doctor-480.avif 480w, /images/doctor-800.avif 800w" },
        { type: "image/webp", srcset: "/images/doctor-480.webp 480w, /images/doctor-800.webp 800w" },
        { type: "image/jpeg", srcset: "/images/doctor-480.jpg 480w, /images/doctor-800.jpg 800w" },
      ],
    },
    altText: "Illustrated portrait of Dr. Aarav Mehta in a white coat with a stethoscope",
    bookingProfileUrl: "https://doctor-booking.example/pune/psychiatrist/dr-aarav-mehta",
    aboutTitle: "About Dr. Aarav Mehta",
    aboutHeading: "Meet Dr. Aarav Mehta, your partner in mental and sexual health",
    aboutIntro:
      "Every person who walks into my clinic carries a story that deserves to be heard in full. My work is to listen carefully, explain clearly, and build a treatment plan we both believe in — one that fits your life, your family and your pace.",
    registration: { number: "MMC 2009/04/1234", council: "Maharashtra Medical Council" },
  },
  contact: {
    phone: "+91 90000 12345",
    phoneHref: "tel:+919000012345",
    whatsappNumber: "919000012345",
    email: "care@aaravmehta.example",
    address: "Sunrise Chambers, Lane 5, Koregaon Park, Pune 411001",
    mapUrl: "https://www.google.com/maps/search/?api=1&query=Koregaon%20Park%2C%20Pune%20411001",
  },
  social: {
    facebook: { label: "Facebook", url: "https://facebook.example/draaravmehta" },
    instagram: { label: "Instagram", url: "https://instagram.example/draaravmehta" },
    linkedin: { label: "LinkedIn", url: "https://linkedin.example/in/draaravmehta" },
    x: { label: "X", url: "https://x.example/draaravmehta" },
    maps: { label: "Google Maps", url: "https://www.google.com/maps/search/?api=1&query=Koregaon%20Park%2C%20Pune%20411001" },
    youtube: { label: "YouTube", url: "https://youtube.example/@draaravmehta" },
    whatsappChannel: { label: "WhatsApp Channel", url: "https://whatsapp.example/channel/draaravmehta" },
  },
  clinics: [
    {
      id: "caspian",
      name: "Caspian Multispeciality Clinic",
      summary: "Weekday evening and Saturday consultations in Koregaon Park.",
      feeText: "Rs. 500 (after a 50% discount)",
      feeRupees: 500,
      priceRange: "₹500",
      durationText: "20 minutes",
      durationMins: 20,
      schedule: [
        { day: 1, start: 1900, end: 2100 },
        { day: 2, start: 1900, end: 2100 },
        { day: 3, start: 1900, end: 2100 },
        { day: 4, start: 1900, end: 2100 },
        { day: 6, start: 1630, end: 1830 },
      ],
      address: {
        streetAddress: "2nd Floor, Sunrise Chambers, Lane 5",
        locality: "Koregaon Park",
        city,
        region,
        postalCode: "411001",
        country: "IN",
      },
      geo: { latitude: 18.5362, longitude: 73.8939 },
      phone: "+91 90000 23456",
      phoneHref: "tel:+919000023456",
      mapQuery: "Koregaon Park, Pune 411001",
      bookingUrl: "https://clinic-booking.example/pune/caspian-multispeciality-clinic",
      daysOff: [],
    },
    {
      id: "karla",
      name: "Karla Mind & Neuromodulation Clinic",
      summary: "A mind and neuromodulation clinic in Aundh, open on Saturday mornings.",
      feeText: "Rs. 1000",
      feeRupees: 1000,
      priceRange: "₹1000",
      durationText: "30 minutes",
      durationMins: 30,
      schedule: [{ day: 6, start: 1000, end: 1400 }],
      address: {
        streetAddress: "Ground Floor, Karla Towers, 14 Parihar Chowk Road",
        locality: "Aundh",
        city,
        region,
        postalCode: "411007",
        country: "IN",
      },
      geo: { latitude: 18.5593, longitude: 73.8076 },
      phone: "+91 90000 34567",
      phoneHref: "tel:+919000034567",
      mapQuery: "Aundh, Pune 411007",
      bookingUrl: "https://clinic-booking.example/pune/karla-mind-neuromodulation-clinic",
      daysOff: [],
    },
  ],
  online: {
    enabled: true,
    feeText: "Rs. 800",
    feeRupees: 800,
    priceRange: "₹800",
    durationText: "30 minutes",
    durationMins: 30,
    schedule: [
      { day: 2, start: 1000, end: 1200 },
      { day: 5, start: 1000, end: 1200 },
      { day: 5, start: 1800, end: 2000 },
    ],
    daysOff: [],
  },
  // A made-up UPI ID at a bank handle that does not exist, so no payment can ever reach anyone; its QR is
  // public/images/demo-upi-qr.png (scripts/demo-upi-qr.ts).
  payment: {
    videoPayWhen: "before",
    upiId: "aaravmehta.clinic@demobank",
    payeeName: "Dr Aarav Mehta Clinic",
    qr: {
      image: { url: "/images/demo-upi-qr.png", width: 360, height: 360, sources: [] },
      payee: "aaravmehta.clinic@demobank",
    },
    pageUrl: "https://payments.example/aarav-mehta-consultation",
    appButton: false,
    policy: defaultPolicy,
  },
  visitQuestions: defaultVisitQuestions,
  services: [
    {
      id: "general-psychiatry",
      title: "General Psychiatry",
      summary: "Assessment and treatment for the common conditions that affect mood, thinking and daily life.",
      details: [
        "Depression, low mood and grief",
        "Anxiety, panic attacks and phobias",
        "Obsessive-compulsive disorder",
        "Bipolar disorder and psychosis",
        "Sleep problems and insomnia",
        "Adult ADHD assessment",
      ],
      selfCheck: true,
    },
    {
      id: "sexual-medicine",
      title: "Sexual Medicine",
      summary: "Confidential help with sexual concerns for individuals and couples, without embarrassment or judgement.",
      details: [
        "Erectile difficulties and premature ejaculation",
        "Low desire and performance anxiety",
        "Pain or difficulty with intimacy",
        "Couples counselling for sexual concerns",
        "Sexual side effects of medicines",
      ],
      selfCheck: false,
    },
    {
      id: "liaison-psychiatry",
      title: "Liaison Psychiatry",
      summary: "Mental-health care for people living with physical illness, alongside their other doctors.",
      details: [
        "Emotional support through diabetes, heart disease and cancer",
        "Delirium and confusion in hospital",
        "Unexplained physical symptoms",
        "Coordination with physicians and surgeons",
      ],
      selfCheck: false,
    },
    {
      id: "addiction-psychiatry",
      title: "Addiction Psychiatry",
      summary: "Structured, respectful support to cut down or stop alcohol, tobacco and other substances.",
      details: [
        "Alcohol and tobacco de-addiction",
        "Cannabis and prescription-drug dependence",
        "Safe, supervised withdrawal plans",
        "Relapse prevention and family sessions",
        "Gaming and internet overuse",
      ],
      selfCheck: false,
    },
    {
      id: "geriatric-psychiatry",
      title: "Geriatric Psychiatry",
      summary: "Gentle, thorough care for older adults and guidance for the families who look after them.",
      details: [
        "Memory problems and dementia",
        "Late-life depression and anxiety",
        "Behaviour changes and sleep disturbance",
        "Medication reviews for older adults",
        "Caregiver guidance and support",
      ],
      selfCheck: false,
    },
    {
      id: "neuromodulation",
      title: "Neuromodulation",
      summary: "Modern, medicine-free brain-stimulation treatments for conditions that have not eased with the usual care.",
      details: [
        "Repetitive transcranial magnetic stimulation (rTMS)",
        "Transcranial direct current stimulation (tDCS)",
        "Treatment-resistant depression",
        "Obsessive-compulsive disorder and cravings",
      ],
      selfCheck: false,
    },
    {
      id: "mental-health-wellness",
      title: "Mental Health Wellness",
      summary: "Support to stay well: resilience, balance and healthy routines before problems grow.",
      details: [
        "Stress and burnout management",
        "Workplace and exam stress",
        "Relationship and family concerns",
        "Sleep hygiene and lifestyle guidance",
        "Mindfulness and relaxation skills",
      ],
      selfCheck: false,
    },
  ],
  reasons: [
    {
      title: "Over a decade of experience",
      text: "More than ten years of psychiatric practice across hospitals, teaching institutions and private clinics.",
    },
    {
      title: "Psychiatry and sexual medicine together",
      text: "Mind and sexual health are treated as one, so you do not have to tell your story twice to two specialists.",
    },
    {
      title: "A 5-factor diagnostic model",
      text: "Every assessment looks at five factors — biological, psychological, social, lifestyle and relationship — before a plan is made.",
    },
    {
      title: "Consultations in four languages",
      text: "Speak in the language you are most comfortable with: English, Hindi, Urdu or Telugu.",
    },
    {
      title: "Complete confidentiality",
      text: "What you share stays between you and your doctor. Records are private and discussions are never rushed.",
    },
    {
      title: "Evidence-based treatment",
      text: "Medicines only when they help, in the lowest effective dose, combined with counselling and lifestyle changes.",
    },
    {
      title: "Advanced neuromodulation",
      text: "Access to rTMS and tDCS for depression and OCD that have not improved with medicines alone.",
    },
    {
      title: "Referrals to trusted specialists",
      text: "When you need another expert — a psychologist, neurologist, gynaecologist or urologist — you are referred to colleagues we trust.",
    },
  ],
  ratings: [
    { platform: "Google Reviews", reviews: 26, score: 5, outOf: 5, url: "https://www.google.com/maps/search/?api=1&query=Koregaon%20Park%2C%20Pune%20411001" },
    { platform: "Doctor-booking platform", reviews: 25, score: 5, outOf: 5, url: "https://doctor-booking.example/pune/psychiatrist/dr-aarav-mehta" },
  ],
  employment: {
    current: [
      { title: "Assistant Professor of Psychiatry", institution: "Deccan Medical College, Pune", duration: "2021 – Present" },
      { title: "Consultant Psychiatrist & Sexologist", institution: "Caspian Multispeciality Clinic, Koregaon Park", duration: "2019 – Present" },
      { title: "Consultant, Neuromodulation Services", institution: "Karla Mind & Neuromodulation Clinic, Aundh", duration: "2022 – Present" },
    ],
    past: [
      { title: "Senior Resident, Psychiatry", institution: "Western India Institute of Medical Sciences, Pune", duration: "2017 – 2019" },
      { title: "Fellow in Psychosexual Medicine", institution: "Institute of Sexual Health Sciences, Hyderabad", duration: "2016 – 2017" },
      { title: "Consultant, De-addiction Unit", institution: "Sahyog Community Hospital, Pune", duration: "2015 – 2016" },
      { title: "Junior Resident, Psychiatry", institution: "Western India Institute of Medical Sciences, Pune", duration: "2012 – 2015" },
      { title: "Medical Officer", institution: "Primary Health Centre, Junnar", duration: "2011 – 2012" },
    ],
  },
  education: [
    { degree: "MD (Psychiatry)", institution: "Western India Institute of Medical Sciences, Pune", duration: "2012 – 2015" },
    { degree: "MBBS", institution: "Deccan Medical College, Pune", duration: "2005 – 2011" },
  ],
  memberships: [
    { name: "Indian Psychiatric Society", role: "Life Member" },
    { name: "Society for Sexual Medicine of India", role: "Member" },
  ],
  research: [
    "Prevalence of performance anxiety among young married men attending an urban psychiatry clinic",
    "Response to rTMS in treatment-resistant depression: a 12-week follow-up study from western India",
  ],
  testimonials: [
    {
      name: "Priya S.",
      context: "Anxiety treatment",
      text: "I had struggled with panic attacks for years. Dr. Mehta listened without rushing me and explained everything simply. Within a few months I felt like myself again.",
      image: "/images/testimonials/avatar-1.svg",
    },
    {
      name: "Rohan K.",
      context: "Sexual medicine",
      text: "I was nervous to talk about such a personal problem, but he made it feel completely normal. The treatment worked and my confidence is back.",
      image: "/images/testimonials/avatar-2.svg",
    },
    {
      name: "Farah A.",
      context: "Depression care",
      text: "Being able to speak in Urdu made such a difference for my mother. He was patient with her and with all of our questions.",
      image: "/images/testimonials/avatar-3.svg",
    },
    {
      name: "Venkat R.",
      context: "De-addiction",
      text: "He never judged me for my drinking. The plan was practical and he involved my wife, which helped us both. Eighteen months sober now.",
      image: "/images/testimonials/avatar-4.svg",
    },
    {
      name: "Meera D.",
      context: "Geriatric care",
      text: "Dr. Mehta reviewed all of my father's medicines and his memory and mood improved noticeably. He gave us clear guidance as caregivers too.",
      image: "/images/testimonials/avatar-5.svg",
    },
    {
      name: "Arjun P.",
      context: "rTMS treatment",
      text: "After three medicines had not helped my depression, rTMS at the Karla clinic finally did. Every session was explained and I never felt like a number.",
      image: "/images/testimonials/avatar-6.svg",
    },
    {
      name: "Sneha & Kunal",
      context: "Couples counselling",
      text: "We came in as a couple, unsure what to expect. The sessions were respectful and honest, and they changed how we talk to each other.",
      image: "/images/testimonials/avatar-7.svg",
    },
    {
      name: "Imran H.",
      context: "OCD treatment",
      text: "Clear diagnosis, sensible medicine doses and real therapy homework. My checking rituals have reduced more than I thought possible.",
      image: "/images/testimonials/avatar-8.svg",
    },
  ],
  maker: { name: "Kinara Web Studio", url: "https://kinara-web-studio.example" },
  journal: {
    title: "The Wellness Journal",
    tagline: "Plain-language articles on mental health, relationships and sexual wellbeing — written to help you understand, not to alarm.",
  },
  selfCheck: { ...defaultSelfCheck, onPosts: true },
  crisis: defaultCrisis,
  privacy: defaultPrivacy,
  replyTemplates: defaultReplyTemplates,
  translations: defaultTranslations,
};
