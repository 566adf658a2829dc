import { Box, List, Table, Text } from "@chakra-ui/react";
import { site } from "contracts/site";

export interface HoursTableProps {
  /** "light" on cream/white surfaces, "dark" on the burgundy footer and top bar. */
  tone?: "light" | "dark";
  /** Show the notes under the table (private tastings, seasonal changes). */
  showNotes?: boolean;
  /** "table" everywhere there is room; "inline" squeezes the same rows into one line (top bar). */
  layout?: "table" | "inline";
}

/**
 * The tasting-room hours, read from `site.hours`. This one component is used by the top bar, the
 * footer, the visit page and the directions dialog so the schedule can never disagree.
 */
export function HoursTable({ tone = "light", showNotes = false, layout = "table" }: HoursTableProps) {
  const muted = tone === "dark" ? "cream.300" : "fg.muted";
  const notes = showNotes ? (
    <List.Root variant="plain" mt="2" gap="0.5" fontSize="sm" color={muted}>
      {site.hoursNotes.map((note) => (
        <List.Item key={note}>{note}</List.Item>
      ))}
    </List.Root>
  ) : null;

  if (layout === "inline") {
    return (
      <Box as="p" fontSize="xs" aria-label="Tasting room hours">
        {site.hours.map((row, index) => (
          <Text as="span" key={row.days}>
            {index > 0 ? " · " : ""}
            <Text as="span" fontWeight="semibold">
              {row.days}:
            </Text>{" "}
            {row.time}
          </Text>
        ))}
      </Box>
    );
  }

  return (
    <Box>
      <Table.Root
        size="sm"
        variant="line"
        bg="transparent"
        colorPalette={tone === "dark" ? "burgundy" : "cream"}
      >
        <Table.Caption captionSide="top" textAlign="start" srOnly>
          Tasting room hours
        </Table.Caption>
        <Table.Body>
          {site.hours.map((row) => (
            <Table.Row key={row.days} bg="transparent">
              <Table.Cell
                as="th"
                scope="row"
                ps="0"
                fontWeight="semibold"
                color={tone === "dark" ? "cream.100" : "burgundy.900"}
                borderColor={tone === "dark" ? "whiteAlpha.300" : "cream.300"}
              >
                {row.days}
              </Table.Cell>
              <Table.Cell
                pe="0"
                textAlign="end"
                whiteSpace="nowrap"
                color={row.time === "Closed" ? muted : tone === "dark" ? "cream.100" : "burgundy.900"}
                borderColor={tone === "dark" ? "whiteAlpha.300" : "cream.300"}
              >
                {row.time}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {notes}
    </Box>
  );
}
