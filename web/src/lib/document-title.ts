import { site } from "contracts/site";
import { useEffect } from "react";

/** Sets the browser tab's title for the current page ("About | Ridge Road Vineyard"). */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${site.name}` : site.name;
  }, [title]);
}

/**
 * A page the staff edit sets the whole title itself ("Shipping & Delivery | Ridge Road Vineyard")
 * and the description search engines and link previews read.
 */
export function useDocumentMeta(meta: { title: string; description: string | null } | null): void {
  const title = meta?.title;
  const description = meta?.description ?? null;
  useEffect(() => {
    if (title === undefined) return;
    document.title = title.includes(site.name) ? title : `${title} | ${site.name}`;
    let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    const previous = tag?.content ?? null;
    if (!tag) {
      tag = document.createElement("meta");
      tag.name = "description";
      document.head.append(tag);
    }
    tag.content = description ?? "";
    const kept = tag;
    return () => {
      if (previous === null) kept.remove();
      else kept.content = previous;
    };
  }, [title, description]);
}
