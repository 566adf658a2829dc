import { Chart, useChart } from "@chakra-ui/charts";
import { Box, Table } from "@chakra-ui/react";
import { formatPrice, formatUsd, type SalesData, toCents } from "contracts";
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from "recharts";
import { dateFormat } from "../../../lib/date-format";

const shortDate = dateFormat({ month: "short", day: "numeric", timeZone: "UTC" });
/** A business date ("2026-11-20") is already a New York day: read it at noon UTC. */
const dayLabel = (date: string) => shortDate.format(new Date(`${date}T12:00:00Z`));

/**
 * Revenue per New York day (net of refunds) as bars, and the same figures as a table for screen
 * readers. Loaded on its own: the chart library reaches only the dashboard.
 */
export default function RevenueChart({ daily }: { daily: SalesData["daily"] }) {
  const chart = useChart({
    data: daily.map((day) => ({
      day: dayLabel(day.date),
      revenue: toCents(day.total) / 100,
      orders: day.orders,
    })),
    series: [{ name: "revenue", color: "burgundy.600", label: "Revenue" }],
  });
  return (
    <>
      <Chart.Root h="72" aspectRatio="auto" chart={chart} aria-hidden>
        <BarChart
          responsive
          data={chart.data}
          margin={{ left: 8, right: 8 }}
          style={{ width: "100%", height: "100%" }}
        >
          <CartesianGrid stroke={chart.color("border.muted")} vertical={false} />
          <XAxis dataKey={chart.key("day")} tickLine={false} axisLine={false} minTickGap={16} />
          <YAxis
            tickLine={false}
            axisLine={false}
            width={64}
            tickFormatter={(value: number) => formatUsd(Math.round(value * 100))}
          />
          <Tooltip
            cursor={{ fill: chart.color("bg.muted") }}
            animationDuration={100}
            // Recharts hands its own props to the content, so the formatter goes on the Tooltip.
            formatter={(value) => formatUsd(Math.round(Number(value) * 100))}
            content={<Chart.Tooltip hideIndicator />}
          />
          {chart.series.map((item) => (
            <Bar
              key={item.name}
              isAnimationActive={false}
              dataKey={chart.key(item.name)}
              fill={chart.color(item.color)}
              radius={[3, 3, 0, 0]}
            />
          ))}
        </BarChart>
      </Chart.Root>
      <Box srOnly>
        <Table.Root>
          <Table.Caption>Revenue per day, net of refunds</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Day</Table.ColumnHeader>
              <Table.ColumnHeader>Revenue</Table.ColumnHeader>
              <Table.ColumnHeader>Orders paid</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {daily.map((day) => (
              <Table.Row key={day.date}>
                <Table.Cell>{dayLabel(day.date)}</Table.Cell>
                <Table.Cell>{formatPrice(day.total)}</Table.Cell>
                <Table.Cell>{day.orders}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </>
  );
}
