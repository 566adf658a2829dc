import { Badge, Box, Button, Checkbox, Heading, HStack, Input, Stack, Table, Text } from "@chakra-ui/react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ComplianceState, percentOfRate, rateFromPercent } from "contracts";
import { usStates } from "contracts/orders/labels";
import { type ReactNode, useState } from "react";
import { LoadError } from "../../../components/load-error";
import { SkeletonStack } from "../../../components/skeleton-stack";
import { toast } from "../../../components/ui/toast";
import { errorMessage, trpc } from "../../../lib/trpc";

const stateNames = new Map<string, string>(usStates);

interface Draft {
  ships: boolean;
  /** Blank: no limit. */
  limit: string;
  /** A percentage: "7.25". */
  percent: string;
}

const draftOf = (s: ComplianceState): Draft => ({
  ships: s.ships,
  limit: s.bottlesPerYear === null ? "" : String(s.bottlesPerYear),
  percent: percentOfRate(s.taxRate),
});

/** What the row's fields say, checked as the server will: a message, or the change to send. */
function changeOf(
  draft: Draft,
): { problem: string } | { change: { ships: boolean; bottlesPerYear: number | null; taxRate: string } } {
  const taxRate = rateFromPercent(draft.percent);
  if (!taxRate) return { problem: "Enter the rate as a percentage, e.g. 7.25" };
  const limit = draft.limit.trim();
  if (limit !== "" && !/^\d{1,6}$/.test(limit)) return { problem: "Enter whole bottles, or leave it blank" };
  return {
    change: { ships: draft.ships, bottlesPerYear: limit === "" ? null : Number(limit), taxRate },
  };
}

function StateRow({ state }: { state: ComplianceState }) {
  const queryClient = useQueryClient();
  const save = useMutation(trpc.admin.updateState.mutationOptions());
  const [draft, setDraft] = useState<Draft>(() => draftOf(state));
  const [problem, setProblem] = useState<string | null>(null);
  const saved = draftOf(state);
  const changed =
    draft.ships !== saved.ships ||
    draft.limit.trim() !== saved.limit ||
    draft.percent.trim() !== saved.percent;
  const name = stateNames.get(state.state) ?? state.state;

  const submit = async () => {
    const checked = changeOf(draft);
    if ("problem" in checked) {
      setProblem(checked.problem);
      return;
    }
    setProblem(null);
    try {
      const row = await save.mutateAsync({ state: state.state, ...checked.change });
      await queryClient.invalidateQueries(trpc.compliance.states.pathFilter());
      setDraft(draftOf(row));
      toast({ title: `${name} saved`, description: "Checkout uses it from now on." });
    } catch (error) {
      setProblem(errorMessage(error) ?? "The state could not be saved. Please try again.");
    }
  };

  return (
    <Table.Row>
      <Table.Cell>
        <Text fontWeight="medium">{name}</Text>
        <Text fontSize="xs" color="fg.muted">
          {state.state}
        </Text>
      </Table.Cell>
      <Table.Cell>
        <Checkbox.Root
          checked={draft.ships}
          onCheckedChange={(d) => setDraft({ ...draft, ships: d.checked === true })}
          colorPalette="burgundy"
        >
          <Checkbox.HiddenInput aria-label={`Ship wine to ${name}`} />
          <Checkbox.Control />
          <Checkbox.Label>{draft.ships ? "Licensed" : "No"}</Checkbox.Label>
        </Checkbox.Root>
      </Table.Cell>
      <Table.Cell>
        <Input
          size="sm"
          w="24"
          inputMode="numeric"
          aria-label={`Bottles a year per person, ${name}`}
          placeholder="No limit"
          value={draft.limit}
          onChange={(e) => setDraft({ ...draft, limit: e.target.value })}
          bg="white"
        />
      </Table.Cell>
      <Table.Cell>
        <HStack gap="1">
          <Input
            size="sm"
            w="20"
            inputMode="decimal"
            aria-label={`Sales tax rate (%), ${name}`}
            value={draft.percent}
            onChange={(e) => setDraft({ ...draft, percent: e.target.value })}
            bg="white"
          />
          <Text aria-hidden>%</Text>
        </HStack>
      </Table.Cell>
      <Table.Cell>
        <Stack gap="1" align="start">
          <Button
            size="sm"
            colorPalette="burgundy"
            disabled={!changed}
            loading={save.isPending}
            onClick={() => void submit()}
            aria-label={`Save ${name}`}
          >
            Save
          </Button>
          {problem ? (
            <Text fontSize="xs" color="red.700" role="alert">
              {problem}
            </Text>
          ) : null}
        </Stack>
      </Table.Cell>
    </Table.Row>
  );
}

/** Every state and DC: licensed or not, the yearly limit, the sales-tax rate; licensed states first. */
export function StatesSection() {
  const states = useQuery(trpc.compliance.states.queryOptions());
  const [showAll, setShowAll] = useState(false);
  let body: ReactNode;
  if (states.isError) {
    body = (
      <LoadError
        error={states.error}
        fallback="The states could not be loaded."
        onRetry={() => void states.refetch()}
      />
    );
  } else if (!states.data) {
    body = <SkeletonStack count={4} height="12" />;
  } else {
    const licensed = states.data.filter((s) => s.ships);
    const shown = showAll ? [...licensed, ...states.data.filter((s) => !s.ships)] : licensed;
    body = (
      <Stack gap="3">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Text>
            <Badge colorPalette="green" variant="subtle" me="2">
              {licensed.length} licensed
            </Badge>
            Checkout refuses wine to any other state; pickup at the tasting room is always possible.
          </Text>
          <Button size="sm" variant="outline" onClick={() => setShowAll(!showAll)}>
            {showAll ? "Show licensed states only" : `Show all ${states.data.length} states`}
          </Button>
        </HStack>
        {/* Relative: the checkboxes' hidden inputs stay inside the scroller instead of widening the page. */}
        <Table.ScrollArea
          position="relative"
          borderWidth="1px"
          borderColor="cream.300"
          borderRadius="xl"
          bg="white"
        >
          <Table.Root size="sm" aria-label="Licensed states, yearly limits and tax rates">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>State</Table.ColumnHeader>
                <Table.ColumnHeader>Ships wine</Table.ColumnHeader>
                <Table.ColumnHeader>Bottles a year per person</Table.ColumnHeader>
                <Table.ColumnHeader>Sales tax</Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Box as="span" srOnly>
                    Save
                  </Box>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {shown.map((state) => (
                // Keyed by the saved values too, so a row shows what the server kept after a save.
                <StateRow
                  key={`${state.state}:${state.ships}:${state.bottlesPerYear}:${state.taxRate}`}
                  state={state}
                />
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Stack>
    );
  }
  return (
    <Stack gap="4" as="section" aria-labelledby="compliance-states">
      <Heading as="h2" id="compliance-states" fontSize="2xl" color="burgundy.800">
        Ship-to states, limits and tax
      </Heading>
      <Box bg="orange.50" borderWidth="1px" borderColor="orange.300" borderRadius="lg" p="4" role="note">
        <Text fontWeight="bold" color="orange.900">
          The yearly limits are illustrative
        </Text>
        <Text color="orange.900">
          They were seeded as examples. Confirm each state's limit and tax rate against the winery's licences
          and the state's rules before relying on them. Every rate starts at 8%.
        </Text>
      </Box>
      {body}
    </Stack>
  );
}
