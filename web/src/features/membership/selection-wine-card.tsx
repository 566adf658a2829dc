import { Badge, Box, Button, Card, Heading, Text, VisuallyHidden } from "@chakra-ui/react";
import type { Wine } from "contracts";
import { memberCategoryLabels } from "contracts/membership/rules";
import { wineTypeLabels } from "contracts/wines/labels";
import { Check, Plus } from "lucide-react";
import { ImageWithFallback } from "../../components/image-with-fallback";

export interface SelectionWineCardProps {
  wine: Wine;
  selected: boolean;
  onToggle: (wine: Wine) => void;
}

/** A club wine to pick: picture, name, vintage and type, description, category, and its toggle. */
export function SelectionWineCard({ wine, selected, onToggle }: SelectionWineCardProps) {
  const name = `${wine.name} ${wine.vintage}`;
  return (
    <Card.Root
      as="li"
      aria-label={name}
      bg="white"
      borderRadius="xl"
      overflow="hidden"
      height="full"
      borderWidth="2px"
      borderColor={selected ? "burgundy.600" : "transparent"}
      boxShadow={selected ? "lg" : "sm"}
      cursor="pointer"
      transition="border-color 0.15s, box-shadow 0.15s"
      _hover={{ boxShadow: "md" }}
      // The card is a large target for the pointer; the button below is the control for keyboards.
      onClick={() => onToggle(wine)}
    >
      <Box position="relative" bg="cream.200" py="4" display="flex" justifyContent="center">
        <ImageWithFallback
          src={wine.imageUrl}
          alt={`Bottle of ${wine.name}`}
          height="44"
          objectFit="contain"
        />
        {wine.membershipCategory ? (
          <Badge position="absolute" top="3" insetStart="3" colorPalette="gold" variant="solid">
            {memberCategoryLabels[wine.membershipCategory]}
          </Badge>
        ) : null}
        {selected ? (
          <Box
            position="absolute"
            top="3"
            insetEnd="3"
            bg="burgundy.700"
            color="white"
            borderRadius="full"
            p="1"
            aria-hidden
          >
            <Check size={16} />
          </Box>
        ) : null}
      </Box>
      <Card.Body gap="1.5" p="4">
        <Heading as="h3" size="md" color="burgundy.900" lineHeight="1.3">
          {wine.name}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {wine.vintage} · {wineTypeLabels[wine.type]}
        </Text>
        <Text fontSize="sm" lineClamp={3}>
          {wine.description}
        </Text>
      </Card.Body>
      <Card.Footer p="4" pt="0">
        <Button
          width="full"
          size="sm"
          colorPalette="burgundy"
          variant={selected ? "solid" : "outline"}
          aria-pressed={selected}
          onClick={(event) => {
            event.stopPropagation();
            onToggle(wine);
          }}
        >
          {selected ? <Check aria-hidden /> : <Plus aria-hidden />}
          {selected ? "Selected" : "Select"}
          <VisuallyHidden> {name}</VisuallyHidden>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
