// The admin Forum tab, for the /admin page's tabs (load it lazily: `lazy(() => import(".../forum"))`)
// and, meanwhile, the /admin/forum screen.
export { AdminForumTab, default } from "./admin-forum-tab";
