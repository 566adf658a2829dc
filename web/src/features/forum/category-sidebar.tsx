import { Badge, Box, Button, Flex, Text } from "@chakra-ui/react";
import type { ForumCategory } from "contracts";
import { Lock, MessagesSquare } from "lucide-react";
import type { ReactNode } from "react";
import { CategoryIcon } from "./category-icon";

export interface CategorySidebarProps {
  categories: ForumCategory[];
  /** The chosen category's id, or undefined for every category. */
  selected: string | undefined;
  onSelect: (categoryId: string | undefined) => void;
}

function CategoryButton({
  label,
  icon,
  count,
  selected,
  locked,
  hint,
  onClick,
}: {
  label: string;
  icon: ReactNode;
  count: number;
  selected: boolean;
  locked: boolean;
  hint?: string | undefined;
  onClick: () => void;
}) {
  return (
    <Button
      variant={selected ? "solid" : "ghost"}
      colorPalette="burgundy"
      justifyContent="flex-start"
      flexShrink={0}
      size="sm"
      height="auto"
      minH="10"
      py="2"
      gap="2"
      borderRadius="lg"
      bg={selected ? undefined : { base: "white", md: "transparent" }}
      borderWidth={{ base: "1px", md: "0" }}
      borderColor="cream.300"
      aria-pressed={selected}
      disabled={locked}
      title={hint}
      onClick={onClick}
      _disabled={{ opacity: 0.7, cursor: "not-allowed" }}
    >
      {icon}
      <Text as="span" flex="1" textAlign="start" whiteSpace="nowrap">
        {label}
      </Text>
      {locked ? (
        <Badge size="sm" colorPalette="gold" variant="subtle">
          <Lock size={12} aria-hidden /> Locked
        </Badge>
      ) : (
        <Text
          as="span"
          fontSize="xs"
          color={selected ? "cream.100" : "fg.muted"}
          aria-label={`${count} topics`}
        >
          {count}
        </Text>
      )}
    </Button>
  );
}

/**
 * The categories: one row of buttons to scroll sideways on a phone, a column beside the topics on a
 * wider screen. Categories above the reader's tier stay visible (so people see what the club opens)
 * but are disabled and badged "Locked".
 */
export function CategorySidebar({ categories, selected, onSelect }: CategorySidebarProps) {
  const total = categories.filter((c) => !c.locked).reduce((sum, c) => sum + c.topicCount, 0);
  return (
    <Box as="nav" aria-label="Forum categories">
      <Text
        display={{ base: "none", md: "block" }}
        fontSize="xs"
        fontWeight="bold"
        textTransform="uppercase"
        letterSpacing="wider"
        color="fg.muted"
        px="3"
        mb="2"
      >
        Categories
      </Text>
      <Flex
        direction={{ base: "row", md: "column" }}
        gap={{ base: "2", md: "1" }}
        overflowX={{ base: "auto", md: "visible" }}
        pb={{ base: "2", md: "0" }}
      >
        <CategoryButton
          label="All Topics"
          icon={<MessagesSquare size={18} aria-hidden />}
          count={total}
          selected={selected === undefined}
          locked={false}
          onClick={() => onSelect(undefined)}
        />
        {categories.map((category) => (
          <CategoryButton
            key={category.id}
            label={category.name}
            icon={<CategoryIcon icon={category.icon} />}
            count={category.topicCount}
            selected={selected === category.id}
            locked={category.locked}
            hint={category.locked ? "For wine club members" : (category.description ?? undefined)}
            onClick={() => onSelect(category.id)}
          />
        ))}
      </Flex>
    </Box>
  );
}
