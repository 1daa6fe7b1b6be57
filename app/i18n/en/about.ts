/** The "About Me" page and its pieces. The biography, career and testimonials are the practice's own texts. */
export const about = {
  metaDescription: (name: string, city: string) =>
    `${name}'s training, positions, research and memberships, and what patients say about their care in ${city}.`,
  eyebrow: "Expertise & Experience",
  registration: (number: string) => `Registration ${number}`,
  career: "Career",
  currentEmployment: "Current Employment",
  pastExperience: "Past Experience",
  qualifications: "Qualifications",
  education: "Education",
  memberships: "Memberships",
  research: "Research Studies",
  testimonials: {
    eyebrow: "Testimonials",
    title: "What patients say",
    intro: "Names are shortened to protect privacy; every story is shared with permission.",
    carousel: "Patient testimonials",
    slide: (index: number, count: number) => `${index} of ${count}`,
    position: "Testimonial",
    previous: "Previous testimonial",
    next: "Next testimonial",
  },
  portraitUnavailable: "Doctor Image Unavailable",
};
