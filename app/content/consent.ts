/** Copy of the cookie consent banner. */
export const consentCopy = {
  title: "Cookies on this site",
  text: "We use the cookies this site needs to work. With your permission we would also use marketing cookies (the Meta pixel) and keep the click ids of the adverts you follow, to see which of our adverts bring enquiries.",
  policyLink: "Cookie policy",
  accept: "Accept marketing cookies",
  reject: "Reject marketing cookies",
  change: "Change cookie preferences",
  /** The footer's entry, shown while an advertising pixel is configured. */
  settings: "Cookie settings",
} as const;
