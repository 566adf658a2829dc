import { Group, IconButton, Input } from "@chakra-ui/react";
import { Minus, Plus } from "lucide-react";
import { type KeyboardEvent, useEffect, useState } from "react";

export interface QuantityControlProps {
  value: number;
  onChange: (quantity: number) => void;
  min?: number;
  max: number;
  /** What is counted, for the accessible names ("Quantity of Lakeshore Riesling"); omit on a one-item page. */
  itemName?: string;
  disabled?: boolean;
  size?: "sm" | "md";
}

/**
 * Minus, a number field and plus. Typing is committed on Enter or when the field loses focus, and
 * is clamped to min..max, so a half-typed number never reaches the server.
 */
export function QuantityControl({
  value,
  onChange,
  min = 1,
  max,
  itemName,
  disabled = false,
  size = "md",
}: QuantityControlProps) {
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);
  const upper = Math.max(min, max);
  const of = itemName ? ` of ${itemName}` : "";

  function commit() {
    const parsed = Number.parseInt(draft, 10);
    const next = Number.isNaN(parsed) ? value : Math.min(upper, Math.max(min, parsed));
    setDraft(String(next));
    if (next !== value) onChange(next);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter") {
      event.preventDefault();
      commit();
    }
  }

  return (
    <Group attached>
      <IconButton
        variant="outline"
        size={size}
        aria-label={`Decrease quantity${of}`}
        disabled={disabled || value <= min}
        onClick={() => onChange(value - 1)}
      >
        <Minus aria-hidden />
      </IconButton>
      <Input
        aria-label={`Quantity${of}`}
        size={size}
        width={size === "sm" ? "12" : "16"}
        textAlign="center"
        inputMode="numeric"
        pattern="[0-9]*"
        bg="white"
        value={draft}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value.replace(/\D/g, "").slice(0, 3))}
        onBlur={commit}
        onKeyDown={handleKeyDown}
      />
      <IconButton
        variant="outline"
        size={size}
        aria-label={`Increase quantity${of}`}
        disabled={disabled || value >= upper}
        onClick={() => onChange(value + 1)}
      >
        <Plus aria-hidden />
      </IconButton>
    </Group>
  );
}
