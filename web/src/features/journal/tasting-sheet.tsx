import { Box, Card, Heading, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import type { JournalEntry } from "contracts";
import type { ReactNode } from "react";
import { contextLines, type SheetLine, tastingSheet } from "./entry-display";

/** An ordered choice drawn on its scale (Medium (+) is 4 of 5 steps); the words carry the meaning. */
function ScaleMeter({ position, steps }: { position: number; steps: number }) {
  return (
    <HStack gap="1" aria-hidden>
      {Array.from({ length: steps }, (_, index) => (
        <Box
          // biome-ignore lint/suspicious/noArrayIndexKey: the steps of a scale are its positions
          key={index}
          height="1.5"
          width="5"
          borderRadius="full"
          bg={index < position ? "burgundy.600" : "cream.300"}
        />
      ))}
    </HStack>
  );
}

function Line({ line }: { line: SheetLine }) {
  // One div per line, straight inside the <dl>, holding its <dt> and <dd>.
  return (
    <HStack
      justify="space-between"
      align="flex-start"
      gap="3"
      py="2"
      borderBottomWidth="1px"
      borderColor="cream.200"
      _last={{ borderBottomWidth: 0 }}
    >
      <Text as="dt" fontSize="sm" color="fg.muted" flexShrink={0}>
        {line.label}
      </Text>
      <Stack as="dd" gap="1" align="flex-end" textAlign="end" minW="0">
        <Text fontWeight="medium" whiteSpace="pre-line" overflowWrap="anywhere">
          {line.value}
        </Text>
        {line.scale ? <ScaleMeter {...line.scale} /> : null}
      </Stack>
    </HStack>
  );
}

export function SheetCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card.Root
      as="section"
      aria-labelledby={id}
      bg="white"
      borderRadius="xl"
      borderWidth="1px"
      borderColor="cream.300"
    >
      <Card.Body gap="4" p={{ base: "4", md: "6" }}>
        <Heading as="h2" id={id} size="xl" color="burgundy.800">
          {title}
        </Heading>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

/**
 * The structured note laid out like a tasting sheet: the five WSET groups side by side on wide
 * screens, each line with its value (and its place on the scale), then the context of the tasting.
 */
export function TastingSheet({ entry }: { entry: JournalEntry }) {
  const groups = tastingSheet(entry);
  const context = contextLines(entry);
  const noted = groups.some((group) => group.lines.length > 0);
  return (
    <SheetCard id="tasting-sheet" title="Tasting Sheet">
      {noted ? (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5" alignItems="start">
          {groups.map((group) => (
            <Box
              key={group.title}
              bg="cream.50"
              borderRadius="lg"
              borderWidth="1px"
              borderColor="cream.200"
              p="4"
            >
              <Heading as="h3" size="md" color="burgundy.700" mb="1">
                {group.title}
              </Heading>
              {group.lines.length > 0 ? (
                <dl>
                  {group.lines.map((line) => (
                    <Line key={line.label} line={line} />
                  ))}
                </dl>
              ) : (
                <Text fontSize="sm" color="fg.muted" py="2">
                  Not noted
                </Text>
              )}
            </Box>
          ))}
        </SimpleGrid>
      ) : (
        <Text color="fg.muted">No structured notes for this tasting.</Text>
      )}
      {context.length > 0 ? (
        <Box>
          <Heading as="h3" size="md" color="burgundy.700" mb="1">
            Context
          </Heading>
          <dl>
            {context.map((line) => (
              <Line key={line.label} line={line} />
            ))}
          </dl>
        </Box>
      ) : null}
    </SheetCard>
  );
}
