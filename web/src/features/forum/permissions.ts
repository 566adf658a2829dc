import type { ForumReply, ForumTopicSummary, User } from "contracts";

/**
 * What the topic dialog offers whom; the api enforces the same (forum services). A locked topic is
 * frozen for everyone but the admins.
 */
type Viewer = Pick<User, "id" | "role"> | null;

const isAdmin = (viewer: Viewer) => viewer?.role === "admin";

/** Edit or delete the topic: its author while it is open, an admin always. */
export function canChangeTopic(
  viewer: Viewer,
  topic: Pick<ForumTopicSummary, "author" | "isLocked">,
): boolean {
  if (!viewer) return false;
  return isAdmin(viewer) || (viewer.id === topic.author.id && !topic.isLocked);
}

/** Edit or delete a reply: its author while the topic is open, an admin always; never a deleted one. */
export function canChangeReply(
  viewer: Viewer,
  reply: Pick<ForumReply, "author" | "deleted">,
  topic: Pick<ForumTopicSummary, "isLocked">,
): boolean {
  if (!viewer || reply.deleted) return false;
  return isAdmin(viewer) || (viewer.id === reply.author?.id && !topic.isLocked);
}

/** Mark a reply as the answer: the topic's author while it is open, an admin always. */
export function canMarkAnswer(
  viewer: Viewer,
  topic: Pick<ForumTopicSummary, "author" | "isLocked">,
): boolean {
  return canChangeTopic(viewer, topic);
}

/** Report a post: anyone signed in, about someone else's post. */
export function canReport(viewer: Viewer, authorId: string | undefined): boolean {
  return Boolean(viewer && authorId && viewer.id !== authorId);
}
