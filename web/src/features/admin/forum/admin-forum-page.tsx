import { useDocumentTitle } from "../../../lib/document-title";
import { AdminScreen } from "../shell/admin-screen";
import { AdminForumTab } from "./admin-forum-tab";

/** /admin/forum: the reports to review, the latest topics and the forum's categories. */
export function AdminForumPage() {
  useDocumentTitle("Forum Moderation");
  return (
    <AdminScreen
      title="Forum Moderation"
      intro="Reported posts, the latest topics and the forum's categories."
    >
      <AdminForumTab />
    </AdminScreen>
  );
}
