/** Copy of erasing a lead in the staff inbox (docs/product.md §16). */
export const erasureCopy = {
  open: "Erase this person's details",
  warning: (name: string) =>
    `Erase the details of ${name || "this lead"} for good? Their name, contact details, messages, chat, notes and e-mail copies are deleted, e-mails not yet sent are cancelled and a booked consultation is called off. An anonymous record stays so the figures still count it. This cannot be undone.`,
  confirm: "Erase for good",
  erasing: "Erasing...",
  cancel: "Keep the details",
  erased: "Details erased",
  erasedOn: "Personal details erased on",
  failed: "The details could not be erased. Try again.",
} as const;
