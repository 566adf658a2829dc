import { Button, Center, Spinner } from "@chakra-ui/react";
import { Navigation } from "lucide-react";
import { lazy, type ReactElement, Suspense } from "react";
import { AppDialog } from "../ui/dialog";

// Every page's top bar and footer offer the dialog; its body loads when it is first opened.
const DirectionsContent = lazy(() => import("./directions-content"));

export interface DirectionsDialogProps {
  /** The element that opens the dialog; by default an outline "Directions" button. */
  trigger?: ReactElement;
}

/** "Visit the Tasting Room": address, hours, a map picture with a link to a live map, and directions. */
export function DirectionsDialog({ trigger }: DirectionsDialogProps) {
  return (
    <AppDialog
      title="Visit the Tasting Room"
      size="xl"
      trigger={
        trigger ?? (
          <Button variant="outline" size="sm">
            <Navigation aria-hidden /> Directions
          </Button>
        )
      }
    >
      <Suspense
        fallback={
          <Center py="16">
            <Spinner size="lg" color="burgundy.700" aria-label="Loading directions" />
          </Center>
        }
      >
        <DirectionsContent />
      </Suspense>
    </AppDialog>
  );
}
