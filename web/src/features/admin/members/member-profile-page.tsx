import { Badge, Button, Card, Heading, HStack, Link, SimpleGrid, Stack, Table, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { Link as RouterLink } from "@tanstack/react-router";
import { membershipStatusLabels } from "contracts/membership/labels";
import { tiers } from "contracts/membership/rules";
import { formatPrice } from "contracts/money";
import { reservationStatusLabels } from "contracts/reservations/labels";
import { ArrowLeft, Mail, Pencil } from "lucide-react";
import { useState } from "react";
import { LoadError } from "../../../components/load-error";
import { statusPalette } from "../../../components/reservations/display";
import { SkeletonStack } from "../../../components/skeleton-stack";
import { useDocumentTitle } from "../../../lib/document-title";
import { trpc } from "../../../lib/trpc";
import { membershipStatusPalette } from "../club/status-palette";
import { PhoneLink } from "../contact-links";
import { formatDay, formatDayTime } from "../dates";
import { OrderStatusBadge, PaymentStatusBadge } from "../orders/status-badge";
import { AdminScreen } from "../shell/admin-screen";
import { EditMemberDialog } from "./edit-member-dialog";
import { displayName } from "./members-page";
import { MessageDialog } from "./message-dialog";

function Section({ title, empty, children }: { title: string; empty: boolean; children: React.ReactNode }) {
  return (
    <Card.Root bg="white" borderRadius="xl">
      <Card.Body>
        <Heading as="h2" size="md" color="burgundy.800" mb="3">
          {title}
        </Heading>
        {empty ? <Text color="fg.muted">None yet.</Text> : <Table.ScrollArea>{children}</Table.ScrollArea>}
      </Card.Body>
    </Card.Root>
  );
}

/** /admin/members/{id}: one person's memberships, orders, bookings and totals. */
export function MemberProfilePage({ id }: { id: string }) {
  const query = useQuery(trpc.admin.user.queryOptions({ id }));
  const [editing, setEditing] = useState(false);
  const [messaging, setMessaging] = useState(false);
  const member = query.data;
  useDocumentTitle(member ? `${displayName(member)} - Members` : "Member");

  return (
    <AdminScreen
      title={member ? displayName(member) : "Member"}
      intro={member ? `${member.email} · @${member.username}` : "Loading the profile..."}
      aside={
        <Button size="sm" variant="outline" asChild>
          <RouterLink to="/admin/members">
            <ArrowLeft aria-hidden /> All members
          </RouterLink>
        </Button>
      }
    >
      {query.isPending ? (
        <SkeletonStack count={4} height="32" borderRadius="xl" />
      ) : query.isError || !member ? (
        <LoadError
          variant="inline"
          error={query.error}
          fallback="The profile could not be loaded."
          onRetry={() => void query.refetch()}
        />
      ) : (
        <Stack gap="4">
          <HStack gap="2" wrap="wrap">
            <Badge colorPalette={member.membershipTier ? "gold" : "gray"}>
              {member.membershipTier ? tiers[member.membershipTier].name : "No membership"}
            </Badge>
            <Badge colorPalette={member.isActive ? "green" : "red"}>
              {member.isActive ? "Enabled" : "Disabled"}
            </Badge>
            <Badge>{member.role === "admin" ? "Admin" : "Customer"}</Badge>
            <Button size="xs" variant="outline" onClick={() => setMessaging(true)}>
              <Mail aria-hidden /> Send Message
            </Button>
            <Button size="xs" variant="outline" onClick={() => setEditing(true)}>
              <Pencil aria-hidden /> Edit
            </Button>
          </HStack>
          <Text fontSize="sm">
            Phone: <PhoneLink phone={member.phone} /> · Member since {formatDay(member.createdAt)}
          </Text>
          <SimpleGrid columns={{ base: 2, md: 5 }} gap="3" aria-label="Totals">
            {[
              ["Orders", member.totals.orders],
              ["Spent", formatPrice(member.totals.spent)],
              ["Reservations", member.totals.reservations],
              ["Journal entries", member.totals.journalEntries],
              ["Forum posts", member.totals.forumPosts],
            ].map(([label, value]) => (
              <Card.Root key={label} bg="white" borderRadius="xl" size="sm">
                <Card.Body>
                  <Text fontSize="sm" color="fg.muted">
                    {label}
                  </Text>
                  <Text fontSize="xl" fontWeight="bold" color="burgundy.800">
                    {value}
                  </Text>
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
          <Section title="Membership history" empty={member.memberships.length === 0}>
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Tier</Table.ColumnHeader>
                  <Table.ColumnHeader>Status</Table.ColumnHeader>
                  <Table.ColumnHeader>From</Table.ColumnHeader>
                  <Table.ColumnHeader>Until</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {member.memberships.map((m) => (
                  <Table.Row key={m.id}>
                    <Table.Cell>
                      {tiers[m.tier].name}
                      {m.complimentary ? " (complimentary)" : ""}
                    </Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={membershipStatusPalette[m.status]} variant="subtle">
                        {membershipStatusLabels[m.status]}
                      </Badge>
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{formatDay(m.startDate)}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{m.endDate ? formatDay(m.endDate) : "-"}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Section>
          <Section title="Orders" empty={member.orders.length === 0}>
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Order</Table.ColumnHeader>
                  <Table.ColumnHeader hideBelow="sm">Date</Table.ColumnHeader>
                  <Table.ColumnHeader>Status</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Total</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {member.orders.map((o) => (
                  <Table.Row key={o.id}>
                    <Table.Cell whiteSpace="nowrap">
                      <Link asChild color="burgundy.700" fontWeight="semibold">
                        <RouterLink
                          to="/admin/orders"
                          search={{ order: o.id }}
                          aria-label={`Open order #${o.orderNumber} on the orders desk`}
                        >
                          #{o.orderNumber}
                        </RouterLink>
                      </Link>
                      {/* On a phone the date rides under the number: every column stays in sight. */}
                      <Text fontSize="xs" color="fg.muted" hideFrom="sm">
                        {formatDay(o.createdAt)}
                      </Text>
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap" hideBelow="sm">
                      {formatDay(o.createdAt)}
                    </Table.Cell>
                    <Table.Cell>
                      <HStack gap="1" wrap="wrap">
                        <OrderStatusBadge status={o.status} size="sm" />
                        {o.paymentStatus !== "paid" ? <PaymentStatusBadge status={o.paymentStatus} /> : null}
                      </HStack>
                    </Table.Cell>
                    <Table.Cell textAlign="end">{formatPrice(o.total)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Section>
          <Section title="Reservations" empty={member.reservations.length === 0}>
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Experience</Table.ColumnHeader>
                  <Table.ColumnHeader>Date</Table.ColumnHeader>
                  <Table.ColumnHeader>Guests</Table.ColumnHeader>
                  <Table.ColumnHeader>Status</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {member.reservations.map((r) => (
                  <Table.Row key={r.id}>
                    <Table.Cell>{r.typeName}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{formatDayTime(r.startTime)}</Table.Cell>
                    <Table.Cell>{r.guestCount}</Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={statusPalette[r.status]} variant="subtle">
                        {reservationStatusLabels[r.status]}
                      </Badge>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Section>
          {editing ? <EditMemberDialog member={member} onClose={() => setEditing(false)} /> : null}
          {messaging ? (
            <MessageDialog
              member={{
                id: member.id,
                email: member.email,
                name: displayName(member),
                greetingName: member.firstName || member.username,
              }}
              onClose={() => setMessaging(false)}
            />
          ) : null}
        </Stack>
      )}
    </AdminScreen>
  );
}
