import { Button, List, Stack, Text } from "@chakra-ui/react";
import { HelpCircle } from "lucide-react";
import { AppDialog } from "../../components/ui/dialog";

/** Explains what "vinifera growers" means and why it mattered on this shore. */
export function ViniferaDialog() {
  return (
    <AppDialog
      title="What is a vinifera grower?"
      trigger={
        <Button
          variant="plain"
          colorPalette="burgundy"
          px="0"
          textDecoration="underline"
          textUnderlineOffset="3px"
        >
          <HelpCircle aria-hidden /> What does “vinifera grower” mean?
        </Button>
      }
    >
      <Stack gap="3">
        <Text>
          <strong>Vitis vinifera</strong> is the European wine grape species: Chardonnay, Riesling, Cabernet
          Sauvignon, Pinot Noir and nearly every famous wine you know come from it.
        </Text>
        <Text>
          For most of the last century, Ohio vineyards grew native American grapes such as Concord and
          Catawba, or French-American hybrids, because vinifera vines were thought too tender for our winters.
          A vinifera grower is a farmer who plants the European varieties anyway and does the extra work to
          keep them alive.
        </Text>
        <List.Root gap="1.5" ps="5">
          <List.Item>Choosing slopes where cold air drains away on frosty nights.</List.Item>
          <List.Item>
            Hilling soil over the graft union each autumn to protect the vine through January.
          </List.Item>
          <List.Item>Pruning late and by hand, counting buds vine by vine after a hard freeze.</List.Item>
        </List.Root>
        <Text>
          The Lake Erie shore makes it possible: the lake stores summer heat and releases it slowly,
          lengthening the autumn and softening the worst of the cold. When Arthur Kessler planted vinifera
          here in 1968, he was one of only a handful of growers in the state willing to try.
        </Text>
      </Stack>
    </AppDialog>
  );
}
