/** Copy of erasing a lead in the staff inbox (docs/product.md §16). */
export const erasureCopy = {
  open: "Erase this person's details",
  warning: (name: string) =>
    `Erase ${name || "this lead"}'s details for good? Their name, contact details, messages, chat, notes and e-mail copies are deleted, unsent e-mails are cancelled and a booked visit is called off. An anonymous record stays so the figures still count it. This cannot be undone.`,
  confirm: "Erase for good",
  erasing: "Erasing...",
  cancel: "Keep the details",
  erased: "Details erased",
  erasedOn: "Personal details erased on",
  failed: "The details could not be erased. Try again.",
} as const;
