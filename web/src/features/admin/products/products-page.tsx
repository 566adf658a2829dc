import { Tabs } from "@chakra-ui/react";
import { useDocumentTitle } from "../../../lib/document-title";
import type { ProductsTab } from "../routing/tabs";
import { AdminScreen } from "../shell/admin-screen";
import { WinesTab } from "./wines-tab";

/** /admin/products (docs/spec part 2 §2.14): the catalogue the shop sells. */
export function ProductsPage({
  tab,
  onTabChange,
}: {
  tab: ProductsTab;
  onTabChange: (tab: ProductsTab) => void;
}) {
  useDocumentTitle("Products");
  return (
    <AdminScreen
      title="Products"
      intro="The wines the shop sells: what you save here is what shoppers see, at once."
    >
      <Tabs.Root
        value={tab}
        onValueChange={(details) => onTabChange(details.value as ProductsTab)}
        variant="line"
        colorPalette="burgundy"
        lazyMount
        unmountOnExit
      >
        <Tabs.List aria-label="Products" overflowX="auto">
          <Tabs.Trigger value="wines">Wines</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="wines" pt="6">
          <WinesTab />
        </Tabs.Content>
      </Tabs.Root>
    </AdminScreen>
  );
}
