import { Tabs } from "@chakra-ui/react";
import { useDocumentTitle } from "../../../lib/document-title";
import type { ProductsTab } from "../routing/tabs";
import { AdminScreen } from "../shell/admin-screen";
import { GiftPackagesTab } from "./gift-packages";
import { MerchandiseTab } from "./merchandise-tab";
import { StockMovementsTab } from "./stock-movements-tab";
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
      intro="The wines, gift packages and merchandise the shop sells: what you save here is what shoppers see, at once."
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
          <Tabs.Trigger value="gifts">Gift packages</Tabs.Trigger>
          <Tabs.Trigger value="merchandise">Merchandise</Tabs.Trigger>
          <Tabs.Trigger value="stock">Stock movements</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="wines" pt="6">
          <WinesTab />
        </Tabs.Content>
        <Tabs.Content value="gifts" pt="6">
          <GiftPackagesTab />
        </Tabs.Content>
        <Tabs.Content value="merchandise" pt="6">
          <MerchandiseTab />
        </Tabs.Content>
        <Tabs.Content value="stock" pt="6">
          <StockMovementsTab />
        </Tabs.Content>
      </Tabs.Root>
    </AdminScreen>
  );
}
