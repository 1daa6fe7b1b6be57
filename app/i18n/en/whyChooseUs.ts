/** The "Why Choose Us" page. The reasons and the ratings are the practice's own. */
export const whyChooseUs = {
  metaTitle: (siteName: string) => `Why Choose Us | ${siteName}`,
  metaDescription: (city: string, name: string, languages: string) =>
    `Why patients in ${city} choose ${name}: experience, confidentiality, a 5-factor diagnostic model, consultations in ${languages}, and 5/5 ratings.`,
  title: "Care that listens first and treats the whole person",
  intro: (name: string) => `Choosing a psychiatrist is a personal decision. Here is what you can expect from ${name} at every visit.`,
  reasons: "Reasons to choose us",
  ratings: {
    eyebrow: "Patient ratings",
    title: "Rated 5/5 by patients",
    intro: (name: string) => `Independent reviews from people who have consulted ${name}.`,
    reviews: "reviews",
    readReviews: "Read the reviews",
    onPlatform: (platform: string) => `on ${platform} (opens in a new tab)`,
  },
};
