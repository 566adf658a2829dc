import { Box, Button, HStack, Spinner, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link as RouterLink } from "@tanstack/react-router";
import type { JournalComment, JournalEntryDetail } from "contracts";
import { Heart, Trash2 } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { toast } from "../../components/ui/toast";
import { useAuth } from "../../lib/auth";
import { formatDate } from "../../lib/format";
import { errorMessage, trpc } from "../../lib/trpc";
import { countText } from "./entry-display";
import { SheetCard } from "./tasting-sheet";

// The form library and zod load when a signed-in reader gets to the comments, not with the page.
const CommentForm = lazy(() => import("./comment-form").then((m) => ({ default: m.CommentForm })));

function LikeButton({ entry }: { entry: JournalEntryDetail }) {
  const { isAuthenticated } = useAuth();
  const queryClient = useQueryClient();
  const toggle = useMutation(trpc.journal.toggleLike.mutationOptions());
  const label = countText(entry.likes, "like", "likes");
  if (!isAuthenticated) {
    return (
      <HStack gap="3" wrap="wrap">
        <HStack gap="1.5" color="burgundy.700" fontWeight="semibold">
          <Heart size={18} aria-hidden /> <Text>{label}</Text>
        </HStack>
        <Button asChild size="sm" variant="outline" bg="white">
          <RouterLink to="/membership">Sign in to like and comment</RouterLink>
        </Button>
      </HStack>
    );
  }
  return (
    <Button
      variant={entry.liked ? "solid" : "outline"}
      colorPalette="burgundy"
      alignSelf="flex-start"
      bg={entry.liked ? undefined : "white"}
      aria-pressed={entry.liked}
      loading={toggle.isPending}
      onClick={async () => {
        try {
          await toggle.mutateAsync({ id: entry.id });
          // The entry's page, its card and both lists show the count.
          await queryClient.invalidateQueries(trpc.journal.pathFilter());
        } catch (error) {
          toast({
            title: "Error",
            description: errorMessage(error) ?? "Please try again.",
            variant: "destructive",
          });
        }
      }}
    >
      <Heart aria-hidden fill={entry.liked ? "currentColor" : "none"} /> {entry.liked ? "Liked" : "Like"} ·{" "}
      {label}
    </Button>
  );
}

function CommentItem({ comment }: { comment: JournalComment }) {
  const queryClient = useQueryClient();
  const remove = useMutation(trpc.journal.removeComment.mutationOptions());
  const [confirming, setConfirming] = useState(false);
  return (
    <Box as="li" py="4" borderBottomWidth="1px" borderColor="cream.200" _last={{ borderBottomWidth: 0 }}>
      <HStack justify="space-between" align="flex-start" gap="3">
        <Text fontSize="sm">
          <strong>{comment.user.username}</strong>{" "}
          <Text as="span" color="fg.muted">
            · {formatDate(comment.createdAt)}
          </Text>
        </Text>
        {comment.canDelete ? (
          confirming ? (
            <HStack gap="1">
              <Button
                size="xs"
                colorPalette="red"
                loading={remove.isPending}
                onClick={async () => {
                  try {
                    await remove.mutateAsync({ id: comment.id });
                    await queryClient.invalidateQueries(trpc.journal.pathFilter());
                    toast({ title: "Comment deleted" });
                  } catch (error) {
                    toast({
                      title: "Error",
                      description: errorMessage(error) ?? "The comment could not be deleted.",
                      variant: "destructive",
                    });
                  }
                }}
              >
                Delete
              </Button>
              <Button size="xs" variant="ghost" onClick={() => setConfirming(false)}>
                Keep
              </Button>
            </HStack>
          ) : (
            <Button
              size="xs"
              variant="ghost"
              onClick={() => setConfirming(true)}
              aria-label={`Delete the comment of ${comment.user.username}`}
            >
              <Trash2 aria-hidden /> Delete
            </Button>
          )
        ) : null}
      </HStack>
      <Text mt="1" whiteSpace="pre-wrap" overflowWrap="anywhere">
        {comment.content}
      </Text>
    </Box>
  );
}

/** Likes and comments of a public entry: real counts, a comment box for signed-in readers. */
export function EntrySocial({ entry }: { entry: JournalEntryDetail }) {
  const { isAuthenticated } = useAuth();
  return (
    <SheetCard id="entry-comments" title="Likes & Comments">
      <LikeButton entry={entry} />
      {entry.comments.length > 0 ? (
        <Box as="ul" listStyleType="none" aria-label="Comments">
          {entry.comments.map((comment) => (
            <CommentItem key={comment.id} comment={comment} />
          ))}
        </Box>
      ) : (
        <Text color="fg.muted">
          No comments yet. {isAuthenticated ? "Be the first to say something." : ""}
        </Text>
      )}
      {isAuthenticated ? (
        <Suspense
          fallback={
            <Stack align="center" py="4">
              <Spinner color="burgundy.700" aria-label="Loading the comment box" />
            </Stack>
          }
        >
          <CommentForm entryId={entry.id} />
        </Suspense>
      ) : null}
    </SheetCard>
  );
}
