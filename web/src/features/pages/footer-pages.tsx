import { useQuery } from "@tanstack/react-query";
import { Link as RouterLink } from "@tanstack/react-router";
import { isIntroPage } from "contracts/pages/labels";
import { FooterLink, FooterNav } from "../../components/layout/footer";
import { trpc } from "../../lib/trpc";

/**
 * The footer's links to the pages the staff publish (Pages tab on /admin), in the order they were
 * added. The about, visit and contact intros are not listed: their screens are in Explore. The
 * server render asks for the list before it renders (entry-server.tsx), so the links are in the
 * page's HTML; a list that cannot be read leaves the footer without them.
 */
export function FooterPages() {
  const pages = useQuery({ ...trpc.pages.published.queryOptions(), retry: false });
  const links = (pages.data ?? []).filter((page) => !isIntroPage(page.slug));
  if (links.length === 0) return null;
  return (
    <FooterNav heading="Good to Know" label="Pages">
      {links.map((page) => (
        <FooterLink key={page.slug}>
          <RouterLink to="/pages/$slug" params={{ slug: page.slug }}>
            {page.title}
          </RouterLink>
        </FooterLink>
      ))}
    </FooterNav>
  );
}
