import { Button, Toaster as ChakraToaster, HStack, Portal, Stack, Toast } from "@chakra-ui/react";
import { secondaryActionOf, toaster } from "./toast";

/** The notifications themselves (components/ui/toaster.tsx loads this with the first one). */
export default function ToastList() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: "4" }}>
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
                          if (item.id) toaster.dismiss(item.id);
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
    </Portal>
  );
}
