import { Button, Toaster as ChakraToaster, HStack, Portal, Stack, Toast } from "@chakra-ui/react";
import { phoneToaster, secondaryActionOf, toaster } from "./toast";

type Store = typeof toaster;

/**
 * The notifications themselves (components/ui/toaster.tsx loads this with the first one): one region
 * per store, bottom right on a wide screen and at the top on a phone (components/ui/toast.ts).
 */
export default function ToastList() {
  return (
    <Portal>
      <Notices store={toaster} />
      <Notices store={phoneToaster} />
    </Portal>
  );
}

function Notices({ store }: { store: Store }) {
  return (
    <ChakraToaster toaster={store} insetInline={{ mdDown: "4" }}>
      {(item) => {
        const secondary = secondaryActionOf(item.meta);
        return (
          <Toast.Root
            width={{ base: "full", md: "sm" }}
            maxWidth="420px"
            borderInlineStartWidth={item.type === "error" ? undefined : "4px"}
            borderInlineStartColor="gold.500"
          >
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {item.title ? <Toast.Title>{item.title}</Toast.Title> : null}
              {item.description ? <Toast.Description>{item.description}</Toast.Description> : null}
              {item.action || secondary ? (
                <HStack gap="2" mt="1" wrap="wrap">
                  {item.action ? <Toast.ActionTrigger>{item.action.label}</Toast.ActionTrigger> : null}
                  {secondary ? (
                    <Button
                      size="xs"
                      variant="ghost"
                      onClick={() => {
                        secondary.onClick?.();
                        if (item.id) store.dismiss(item.id);
                      }}
                    >
                      {secondary.label}
                    </Button>
                  ) : null}
                </HStack>
              ) : null}
            </Stack>
            {item.closable ? <Toast.CloseTrigger aria-label="Dismiss notification" /> : null}
          </Toast.Root>
        );
      }}
    </ChakraToaster>
  );
}
