/** The comments under an article: the list, its pages and the form. */
export const comments = {
  heading: "Comments",
  loading: "Loading comments...",
  none: "No comments yet. Be the first to comment!",
  pages: { label: "Comment pages", newer: "Newer comments", more: "More comments" },
  reply: "Doctor's reply",
  /** What a link in the doctor's reply says, for a page the menu and the footer do not name. */
  links: { selfCheck: "Private self-check", post: "Article on my blog", other: "Page on this site" },
  form: {
    heading: "Leave a Comment",
    intro: "Your e-mail and mobile number stay private. Comments appear once they have been reviewed. Please do not share medical details here.",
    comment: "Comment",
    name: "Name",
    email: "Email",
    mobile: "Mobile",
    notifyReply: "E-mail me once when the doctor replies",
    notifyReplyNote: "Just one e-mail, with a link to your comment; your address is used for nothing else.",
    website: "Website",
    post: "Post Comment",
    thanks: "Thank you! Your comment has been submitted.",
    failed: "Something went wrong. Please try again.",
    urgent: "It sounds like you are going through something very hard. You do not have to wait for a reply:",
  },
};
