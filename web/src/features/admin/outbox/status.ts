import type { OutboxStatus } from "contracts/mail/labels";

export const outboxStatusPalette: Record<OutboxStatus, string> = {
  queued: "blue",
  sent: "green",
  failed: "red",
  unsent: "gray",
};
