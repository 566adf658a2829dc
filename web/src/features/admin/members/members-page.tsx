import {
  Badge,
  Box,
  Button,
  Card,
  Flex,
  Heading,
  HStack,
  Link,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { Link as RouterLink } from "@tanstack/react-router";
import type { AdminUser } from "contracts";
import { tiers } from "contracts/membership/rules";
import { formatPrice } from "contracts/money";
import { Download, Mail, Pencil, UserRound } from "lucide-react";
import { useState } from "react";
import { LoadError } from "../../../components/load-error";
import { SearchBox } from "../../../components/search-box";
import { SkeletonStack } from "../../../components/skeleton-stack";
import { Pager, pageCount } from "../../../components/ui/pager";
import { useDocumentTitle } from "../../../lib/document-title";
import { trpc } from "../../../lib/trpc";
import { PhoneLink } from "../contact-links";
import { formatDay } from "../dates";
import type { MembersSearch, MemberTierFilter } from "../routing/members-search";
import { AdminScreen } from "../shell/admin-screen";
import { EditMemberDialog } from "./edit-member-dialog";
import { MessageDialog } from "./message-dialog";

const PAGE_SIZE = 12;

export function displayName(member: Pick<AdminUser, "firstName" | "lastName" | "username">): string {
  const full = [member.firstName, member.lastName].filter(Boolean).join(" ");
  return full || member.username;
}

function queryOf(search: MembersSearch) {
  return {
    ...(search.search ? { search: search.search } : {}),
    ...(search.tier ? { tier: search.tier } : {}),
  };
}

function StatCard({ label, value }: { label: string; value: number | string }) {
  return (
    <Card.Root bg="white" borderRadius="xl" size="sm">
      <Card.Body>
        <Text fontSize="sm" color="fg.muted">
          {label}
        </Text>
        <Text fontSize="2xl" fontWeight="bold" color="burgundy.800">
          {value}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

function MemberCard({
  member,
  onEdit,
  onMessage,
}: {
  member: AdminUser;
  onEdit: () => void;
  onMessage: () => void;
}) {
  const tier = member.membershipTier;
  return (
    <Card.Root as="li" bg="white" borderRadius="xl" size="sm" opacity={member.isActive ? 1 : 0.8}>
      <Card.Body>
        <Stack gap="2">
          <HStack gap="2" wrap="wrap">
            <Heading as="h3" size="sm" color="burgundy.800">
              {displayName(member)}
            </Heading>
            <Badge size="sm" colorPalette={tier ? "gold" : "gray"} variant="subtle">
              {tier ? tiers[tier].name : "No membership"}
            </Badge>
            {member.role === "admin" ? (
              <Badge size="sm" colorPalette="burgundy" variant="solid">
                Admin
              </Badge>
            ) : null}
            {member.isActive ? null : (
              <Badge size="sm" colorPalette="red" variant="solid">
                Disabled
              </Badge>
            )}
          </HStack>
          <Text fontSize="sm">
            {member.email} · @{member.username}
          </Text>
          {member.phone ? (
            <Text fontSize="sm">
              <PhoneLink phone={member.phone} />
            </Text>
          ) : null}
          <Text fontSize="xs" color="fg.muted">
            Member since {formatDay(member.createdAt)} · {member.orderCount}{" "}
            {member.orderCount === 1 ? "order" : "orders"} · {formatPrice(member.totalSpent)} spent
          </Text>
          {tier ? (
            <Box bg="gold.50" borderRadius="md" p="2" fontSize="xs">
              {tiers[tier].benefits.slice(0, 3).join(" · ")}
            </Box>
          ) : member.role === "customer" ? (
            <Box bg="gray.50" borderRadius="md" p="2" fontSize="xs">
              Potential Member: no club tier yet. A conversion opportunity.
            </Box>
          ) : null}
          <HStack gap="2" wrap="wrap">
            <Button size="xs" variant="outline" asChild>
              <RouterLink
                to="/admin/members/$id"
                params={{ id: member.id }}
                aria-label={`View profile of ${member.username}`}
              >
                <UserRound aria-hidden /> View Profile
              </RouterLink>
            </Button>
            <Button
              size="xs"
              variant="outline"
              onClick={onMessage}
              aria-label={`Send message to ${member.username}`}
            >
              <Mail aria-hidden /> Send Message
            </Button>
            <Button size="xs" variant="outline" onClick={onEdit} aria-label={`Edit ${member.username}`}>
              <Pencil aria-hidden /> Edit
            </Button>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** /admin/members (docs/spec part 2 §2.16): every figure counted by the server, search and pages too. */
export function MembersPage({
  search,
  onSearch,
}: {
  search: MembersSearch;
  onSearch: (next: MembersSearch) => void;
}) {
  useDocumentTitle("Members");
  const page = search.page ?? 1;
  const filter = queryOf(search);
  const stats = useQuery(trpc.admin.memberStats.queryOptions(filter));
  const list = useQuery(trpc.admin.users.queryOptions({ ...filter, page, pageSize: PAGE_SIZE }));
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [messaging, setMessaging] = useState<AdminUser | null>(null);

  const exportHref = `/api/admin/users/export?${new URLSearchParams(filter as Record<string, string>).toString()}`;
  const pages = pageCount(stats.data?.matching ?? 0, PAGE_SIZE);

  return (
    <AdminScreen
      title="Members"
      intro="Everyone with an account, their club tier and what they have bought."
      aside={
        <Link href={exportHref} download fontSize="sm" color="burgundy.700" fontWeight="medium">
          <Download size={16} aria-hidden /> Export CSV
        </Link>
      }
    >
      {stats.isError ? (
        <LoadError
          variant="inline"
          error={stats.error}
          fallback="The figures could not be loaded."
          onRetry={() => void stats.refetch()}
        />
      ) : (
        <SimpleGrid columns={{ base: 2, md: 5 }} gap="3">
          <StatCard label="Total Users" value={stats.data?.total ?? "…"} />
          <StatCard label="Essential" value={stats.data?.essential ?? "…"} />
          <StatCard label="Premium" value={stats.data?.premium ?? "…"} />
          <StatCard label="Elite" value={stats.data?.elite ?? "…"} />
          <StatCard label="No Membership" value={stats.data?.none ?? "…"} />
        </SimpleGrid>
      )}
      <Flex gap="3" wrap="wrap">
        <SearchBox
          value={search.search ?? ""}
          onSearch={(text) => onSearch({ ...search, search: text || undefined, page: undefined })}
          label="Search members"
          placeholder="Search members..."
          minW="56"
          maxW="md"
        />
        <NativeSelect.Root maxW="52" bg="white">
          <NativeSelect.Field
            aria-label="Tier"
            value={search.tier ?? ""}
            onChange={(event) =>
              onSearch({
                ...search,
                tier: (event.target.value || undefined) as MemberTierFilter | undefined,
                page: undefined,
              })
            }
          >
            <option value="">All Members</option>
            <option value="essential">Essential</option>
            <option value="premium">Premium</option>
            <option value="elite">Elite</option>
            <option value="none">No membership</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Flex>
      {list.isPending ? (
        <SkeletonStack count={6} height="36" borderRadius="xl" />
      ) : list.isError ? (
        <LoadError
          variant="inline"
          error={list.error}
          fallback="The members could not be loaded."
          onRetry={() => void list.refetch()}
        />
      ) : list.data.length === 0 ? (
        <Text color="fg.muted">No members found</Text>
      ) : (
        <SimpleGrid
          as="ul"
          columns={{ base: 1, md: 2, xl: 3 }}
          gap="3"
          listStyleType="none"
          aria-label="Members"
        >
          {list.data.map((member) => (
            <MemberCard
              key={member.id}
              member={member}
              onEdit={() => setEditing(member)}
              onMessage={() => setMessaging(member)}
            />
          ))}
        </SimpleGrid>
      )}
      <Pager
        label="Member pages"
        page={page}
        pages={pages}
        onPage={(next) => onSearch({ ...search, page: next > 1 ? next : undefined })}
      />
      {stats.data ? (
        <Card.Root bg="white" borderRadius="xl">
          <Card.Body>
            <Heading as="h2" size="md" color="burgundy.800" mb="3">
              Membership Insights
            </Heading>
            <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
              <StatCard label="Conversion rate" value={`${stats.data.conversionRate}%`} />
              <StatCard label="Premium+ members" value={stats.data.premiumPlus} />
              <StatCard label="Conversion opportunities" value={stats.data.opportunities} />
            </SimpleGrid>
          </Card.Body>
        </Card.Root>
      ) : null}
      {editing ? <EditMemberDialog member={editing} onClose={() => setEditing(null)} /> : null}
      {messaging ? (
        <MessageDialog
          member={{
            id: messaging.id,
            email: messaging.email,
            name: displayName(messaging),
            greetingName: messaging.firstName || messaging.username,
          }}
          onClose={() => setMessaging(null)}
        />
      ) : null}
    </AdminScreen>
  );
}
