import { Badge, Box, Button, Card, Flex, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link as RouterLink } from "@tanstack/react-router";
import type { ForumReport } from "contracts";
import { reportStatusLabels } from "contracts/forum/labels";
import { Check, Flag, ShieldCheck, Trash2 } from "lucide-react";
import { useState } from "react";
import { EmptyState } from "../../../components/empty-state";
import { FilterButtons } from "../../../components/filter-buttons";
import { LoadError } from "../../../components/load-error";
import { SkeletonStack } from "../../../components/skeleton-stack";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { toast } from "../../../components/ui/toast";
import { errorMessage, trpc } from "../../../lib/trpc";
import { formatAgo } from "../../forum";

type Shown = "open" | "resolved";
const shownOptions = [
  { value: "open" as const, label: "Open" },
  { value: "resolved" as const, label: "Resolved" },
];

const statusPalette = { open: "orange", dismissed: "gray", removed: "red" } as const;

function ReportCard({
  report,
  now,
  onDismiss,
  onRemove,
  busy,
}: {
  report: ForumReport;
  now: number;
  onDismiss: () => void;
  onRemove: () => void;
  busy: boolean;
}) {
  const { target } = report;
  return (
    <Card.Root as="li" bg="white" borderRadius="xl" size="sm" aria-label={`Report: ${report.reason}`}>
      <Card.Body gap="3">
        <Flex justify="space-between" gap="3" wrap="wrap" align="flex-start">
          <HStack gap="2" wrap="wrap">
            <Badge size="sm" variant="outline">
              {target.kind === "topic" ? "Topic" : "Reply"}
            </Badge>
            {target.topicTitle ? (
              target.topicId && !(target.kind === "topic" && target.removed) ? (
                <Link asChild fontWeight="semibold" color="burgundy.800" fontSize="sm" wordBreak="break-word">
                  <RouterLink to="/forum" search={{ topic: target.topicId }}>
                    {target.topicTitle}
                  </RouterLink>
                </Link>
              ) : (
                <Text fontWeight="semibold" fontSize="sm" wordBreak="break-word">
                  {target.topicTitle}
                </Text>
              )
            ) : null}
          </HStack>
          <Badge size="sm" colorPalette={statusPalette[report.status]} variant="subtle">
            {reportStatusLabels[report.status]}
          </Badge>
        </Flex>
        <Box bg="cream.100" borderRadius="md" px="3" py="2">
          <Text fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word">
            “{target.excerpt}”
          </Text>
          <Text fontSize="xs" color="fg.muted" mt="1">
            Written by {target.author?.username ?? "a deleted account"}
            {target.removed ? " · no longer on the forum" : ""}
          </Text>
        </Box>
        <Text fontSize="sm">
          <Text as="span" fontWeight="semibold">
            Reason:{" "}
          </Text>
          {report.reason}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          Reported by {report.reporter?.username ?? "a deleted account"} {formatAgo(report.createdAt, now)}
          {report.resolvedAt
            ? ` · ${report.status === "dismissed" ? "dismissed" : "removed"} ${formatAgo(report.resolvedAt, now)}${report.resolvedBy ? ` by ${report.resolvedBy.username}` : " by the author"}`
            : ""}
        </Text>
        {report.status === "open" ? (
          <HStack gap="2" justify="flex-end" wrap="wrap">
            <Button size="xs" variant="outline" onClick={onDismiss} loading={busy}>
              <Check aria-hidden /> Dismiss
            </Button>
            <Button size="xs" colorPalette="red" onClick={onRemove} disabled={busy}>
              <Trash2 aria-hidden /> Remove Post
            </Button>
          </HStack>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}

/** Reported posts: open ones to dismiss (the post stays) or remove, and the ones already resolved. */
/** 'Delete the topic “Pairing ideas” by ann?' or 'Remove the reply by ben in “Pairing ideas”?' */
function removalTitle(report: ForumReport): string {
  const { kind, topicTitle, author } = report.target;
  const by = author ? ` by ${author.username}` : "";
  if (kind === "topic") return `Delete the topic “${topicTitle ?? "untitled"}”${by}?`;
  return `Remove the reply${by}${topicTitle ? ` in “${topicTitle}”` : ""}?`;
}

export function ReportQueue() {
  const [shown, setShown] = useState<Shown>("open");
  const query = useQuery({ ...trpc.admin.forumReports.queryOptions({ status: shown }), staleTime: 0 });
  const queryClient = useQueryClient();
  const resolve = useMutation(trpc.admin.resolveReport.mutationOptions());
  const [removing, setRemoving] = useState<ForumReport | null>(null);
  const [now] = useState(() => Date.now());

  async function act(report: ForumReport, action: "dismiss" | "remove") {
    try {
      await resolve.mutateAsync({ id: report.id, action });
      toast({
        title: action === "dismiss" ? "Report dismissed" : "Post removed",
        description:
          action === "dismiss"
            ? "The post stays on the forum."
            : report.target.kind === "topic"
              ? "The topic and its replies are deleted."
              : 'The reply now shows as "[deleted]".',
      });
      await Promise.all([
        queryClient.invalidateQueries(trpc.admin.pathFilter()),
        queryClient.invalidateQueries(trpc.forum.pathFilter()),
      ]);
    } catch (error) {
      toast({
        title: "Error",
        description: errorMessage(error) ?? "Please try again.",
        variant: "destructive",
      });
    }
    setRemoving(null);
  }

  return (
    <Stack gap="4">
      <FilterButtons label="Show reports" options={shownOptions} value={shown} onChange={setShown} />
      {query.isPending ? (
        <SkeletonStack count={3} height="32" borderRadius="xl" />
      ) : query.isError ? (
        <LoadError
          variant="inline"
          error={query.error}
          fallback="The reports could not be loaded."
          onRetry={() => void query.refetch()}
        />
      ) : query.data.length === 0 ? (
        <EmptyState
          icon={shown === "open" ? <ShieldCheck size={40} /> : <Flag size={40} />}
          iconColor={shown === "open" ? "vine.600" : undefined}
          title={shown === "open" ? "No open reports" : "No resolved reports yet"}
          description={
            shown === "open"
              ? "Nothing is waiting for a moderator. Reports readers send appear here."
              : "Reports you dismiss or act on are kept here."
          }
          headingAs="h3"
        />
      ) : (
        <Stack
          as="ul"
          gap="3"
          listStyleType="none"
          aria-label={shown === "open" ? "Open reports" : "Resolved reports"}
        >
          {query.data.map((report) => (
            <ReportCard
              key={report.id}
              report={report}
              now={now}
              busy={resolve.isPending && resolve.variables?.id === report.id}
              onDismiss={() => void act(report, "dismiss")}
              onRemove={() => setRemoving(report)}
            />
          ))}
        </Stack>
      )}
      <ConfirmDialog
        title={removing ? removalTitle(removing) : "Remove post"}
        message={
          removing?.target.kind === "topic"
            ? "The topic and every reply to it are deleted, and every open report about it closes."
            : 'The reply shows as "[deleted]" in the thread, and every open report about it closes.'
        }
        confirmLabel="Remove Post"
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        onConfirm={() => {
          if (removing) void act(removing, "remove");
        }}
        isPending={resolve.isPending}
      />
    </Stack>
  );
}
