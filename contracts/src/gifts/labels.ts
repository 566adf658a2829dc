/** Zod-free constants and labels: the web imports these without loading zod. */
export const occasions = [
  "anniversary",
  "birthday",
  "holiday",
  "congratulations",
  "thank-you",
  "corporate",
] as const;
export type Occasion = (typeof occasions)[number];

export const occasionLabels: Record<Occasion, string> = {
  anniversary: "Anniversary",
  birthday: "Birthday",
  holiday: "Holiday",
  congratulations: "Congratulations",
  "thank-you": "Thank You",
  corporate: "Corporate",
};
