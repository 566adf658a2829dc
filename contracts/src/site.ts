/** The winery's one source of contact details, hours and directions: every screen reads it. */
export const site = {
  name: "Ridge Road Vineyard",
  established: 1968,
  tagline: "Estate wines from the shores of Lake Erie since 1968",
  phone: "(440) 555-0168",
  phoneHref: "tel:+14405550168",
  email: "hello@ridgeroadvineyard.example",
  address: {
    street: "4490 South Ridge Road",
    city: "Conneaut",
    state: "OH",
    zip: "44030",
  },
  addressLine: "4490 South Ridge Road, Conneaut, OH 44030",
  coordinates: { lat: 41.9279, lng: -80.5543 },
  timeZone: "America/New_York",
  hours: [
    { days: "Friday & Saturday", time: "Noon - 6:00 PM" },
    { days: "Sunday - Thursday", time: "Closed" },
  ],
  hoursNotes: ["Private tastings by appointment", "Hours subject to seasonal changes"],
  /** Parties this size or larger book a group tasting ahead: every page and seeded text says 8. */
  groupMinimum: 8,
  directions: {
    summary: "About 65 miles east of Cleveland and about 30 miles west of Erie, PA.",
    // South Ridge Road runs east-west and the tasting room stands on its lake (north) side: on the
    // left driving east from Route 193, on the right driving west from Route 7.
    fromWest: {
      title: "From the West (Cleveland)",
      steps: [
        "Take I-90 East toward Erie, PA.",
        "Take Exit 235 and turn left (north) onto Route 193 toward Kingsville.",
        "Turn right (east) onto South Ridge Road.",
        "Drive east on South Ridge Road for about 3 miles; the last stretch is gravel.",
        "Our driveway is on the left, on the lake side, at number 4490.",
      ],
    },
    fromEast: {
      title: "From the East (Erie, PA)",
      steps: [
        "Take I-90 West toward Cleveland.",
        "Take Exit 241 and follow Route 7 north toward Conneaut.",
        "Turn left (west) onto South Ridge Road.",
        "Drive west on South Ridge Road for about 3 miles; the last stretch is gravel.",
        "Our driveway is on the right, on the lake side, at number 4490.",
      ],
    },
    tips: [
      "Map apps often send visitors to the vineyard blocks, not the tasting room: follow South Ridge Road to number 4490.",
      "The last stretch of South Ridge Road is gravel; drive slowly.",
      "Cell coverage is patchy near the lake; note these directions before you leave.",
      "Groups of 8 or more, please reserve ahead (book a Group Tasting).",
    ],
  },
  mapEmbedUrl:
    "https://www.openstreetmap.org/export/embed.html?bbox=-80.5843%2C41.9129%2C-80.5243%2C41.9429&layer=mapnik&marker=41.9279%2C-80.5543",
  mapLinkUrl: "https://www.openstreetmap.org/?mlat=41.9279&mlon=-80.5543#map=14/41.9279/-80.5543",
  storyVideoUrl: "https://www.youtube-nocookie.com/embed/ScMzIvxBSi4",
} as const;

export type Site = typeof site;
