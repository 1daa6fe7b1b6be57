// The video consultation offer of a document stored before the offer existed: switched off, so an older practice
// offers nothing it never chose to; the values are a starting point for when the doctor switches it on.

export const defaultOnline = {
  enabled: false,
  feeText: "Rs. 800",
  feeRupees: 800,
  priceRange: "₹800",
  durationText: "30 minutes",
  durationMins: 30,
  schedule: [],
  daysOff: [],
};
