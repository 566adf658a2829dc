import { Button, Field, Heading, HStack, Input, Link, Stack, Table, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { businessDate, complianceReportInput, formatUsd } from "contracts";
import { FileSpreadsheet } from "lucide-react";
import { type ReactNode, useState } from "react";
import { EmptyState } from "../../../components/empty-state";
import { LoadError } from "../../../components/load-error";
import { SkeletonStack } from "../../../components/skeleton-stack";
import { trpc } from "../../../lib/trpc";

/** This year so far, in New York months. */
function thisYear(): { from: string; to: string } {
  const month = businessDate(new Date()).slice(0, 7);
  return { from: `${month.slice(0, 4)}-01`, to: month };
}

/** Orders, bottles, taxable amount and tax by month and state, with the CSV for the state filings. */
export function ReportSection() {
  const [range, setRange] = useState(thisYear);
  const checked = complianceReportInput.safeParse(range);
  const report = useQuery({
    ...trpc.admin.complianceReport.queryOptions(checked.success ? checked.data : range),
    enabled: checked.success,
  });
  const rows = Array.isArray(report.data) ? report.data : [];
  const totals = rows.reduce(
    (sum, r) => ({
      orders: sum.orders + r.orders,
      bottles: sum.bottles + r.bottles,
      taxable: sum.taxable + r.taxable,
      tax: sum.tax + r.tax,
    }),
    { orders: 0, bottles: 0, taxable: 0, tax: 0 },
  );
  const csv = `/api/admin/compliance/report?${new URLSearchParams({ ...range, format: "csv" })}`;

  let body: ReactNode;
  if (!checked.success) {
    body = (
      <Text color="red.700" role="alert">
        {checked.error.issues[0]?.message}
      </Text>
    );
  } else if (report.isError) {
    body = (
      <LoadError
        error={report.error}
        fallback="The report could not be made."
        onRetry={() => void report.refetch()}
      />
    );
  } else if (!report.data) {
    body = <SkeletonStack count={3} height="10" />;
  } else if (rows.length === 0) {
    body = (
      <EmptyState
        icon={<FileSpreadsheet size={28} />}
        title="No paid orders in these months"
        description="Choose other months above."
      />
    );
  } else {
    body = (
      <Table.ScrollArea borderWidth="1px" borderColor="cream.300" borderRadius="xl" bg="white">
        <Table.Root size="sm" aria-label="Orders, bottles and tax by month and state">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Month</Table.ColumnHeader>
              <Table.ColumnHeader>State</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Orders</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Bottles</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Taxable</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Tax</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((r) => (
              <Table.Row key={`${r.month}:${r.state}`}>
                <Table.Cell>{r.month}</Table.Cell>
                <Table.Cell>{r.state}</Table.Cell>
                <Table.Cell textAlign="end">{r.orders}</Table.Cell>
                <Table.Cell textAlign="end">{r.bottles}</Table.Cell>
                <Table.Cell textAlign="end">{formatUsd(r.taxable)}</Table.Cell>
                <Table.Cell textAlign="end">{formatUsd(r.tax)}</Table.Cell>
              </Table.Row>
            ))}
            <Table.Row fontWeight="bold">
              <Table.Cell colSpan={2}>Total</Table.Cell>
              <Table.Cell textAlign="end">{totals.orders}</Table.Cell>
              <Table.Cell textAlign="end">{totals.bottles}</Table.Cell>
              <Table.Cell textAlign="end">{formatUsd(totals.taxable)}</Table.Cell>
              <Table.Cell textAlign="end">{formatUsd(totals.tax)}</Table.Cell>
            </Table.Row>
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    );
  }

  return (
    <Stack gap="4" as="section" aria-labelledby="compliance-report">
      <Heading as="h2" id="compliance-report" fontSize="2xl" color="burgundy.800">
        Report by state and month
      </Heading>
      <Text color="fg.muted">
        Paid orders by the New York month of their payment and the state whose tax they were charged (pickups
        count in Ohio). Cancelled orders are left out; partial refunds are not taken off.
      </Text>
      <HStack gap="3" align="end" wrap="wrap">
        <Field.Root w="auto">
          <Field.Label>From</Field.Label>
          <Input
            type="month"
            value={range.from}
            onChange={(e) => setRange({ ...range, from: e.target.value })}
            bg="white"
          />
        </Field.Root>
        <Field.Root w="auto">
          <Field.Label>To</Field.Label>
          <Input
            type="month"
            value={range.to}
            onChange={(e) => setRange({ ...range, to: e.target.value })}
            bg="white"
          />
        </Field.Root>
        {checked.success ? (
          <Button asChild variant="outline" colorPalette="burgundy">
            <Link href={csv} download>
              Download CSV
            </Link>
          </Button>
        ) : null}
      </HStack>
      {body}
    </Stack>
  );
}
