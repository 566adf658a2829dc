import { site } from "contracts/site";
import { useEffect } from "react";

/** Sets the browser tab's title for the current page ("About | Ridge Road Vineyard"). */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${site.name}` : site.name;
  }, [title]);
}
