import { Badge, HStack, Text } from "@chakra-ui/react";
import type { ForumAuthor } from "contracts";
import { tiers } from "contracts/membership/rules";

/** A post's author: the username, the winery staff's badge, and the club tier's badge. */
export function AuthorBadge({ author, size = "sm" }: { author: ForumAuthor; size?: "xs" | "sm" }) {
  return (
    <HStack gap="1.5" wrap="wrap" as="span">
      <Text as="span" fontWeight="semibold" color="burgundy.800" fontSize={size} wordBreak="break-all">
        {author.username}
      </Text>
      {author.isStaff ? (
        <Badge size="sm" colorPalette="burgundy" variant="solid">
          Staff
        </Badge>
      ) : null}
      {author.tier ? (
        <Badge size="sm" colorPalette="gold" variant="subtle">
          {tiers[author.tier].name} Member
        </Badge>
      ) : null}
    </HStack>
  );
}
