/** The not-found page, and the page shown when something breaks (the root's error boundary). */
export const notFound = {
  metaTitle: (siteName: string) => `Page not found | ${siteName}`,
  title: "We couldn't find that page",
  text: "The link may be old or mistyped. Nothing is wrong on your side — let's get you back to somewhere helpful.",
  backHome: "Back to the home page",
  missingTitle: "Page not found",
  missingText: "The page you were looking for does not exist.",
  errorTitle: "Something went wrong",
  errorText: "Please try again in a moment.",
};
