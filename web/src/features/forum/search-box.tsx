import { Field, Input, InputGroup } from "@chakra-ui/react";
import { FORUM_SEARCH_MAX } from "contracts/forum/labels";
import { Search } from "lucide-react";
import { useEffect, useRef, useState } from "react";

/** Typing waits this long before the address (and the list) follows. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * The forum's search box: it shows what the person types at once and writes it to the address after
 * a short pause; when the address changes on its own (Back, a shared link) the box follows it.
 */
export function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const [draft, setDraft] = useState(value);
  const sent = useRef(value);

  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setDraft(value);
    }
  }, [value]);

  useEffect(() => {
    const next = draft.trim();
    if (next === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = next;
      onSearch(next);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, onSearch]);

  return (
    <Field.Root flex="1">
      <Field.Label srOnly>Search the forum</Field.Label>
      <InputGroup startElement={<Search size={18} aria-hidden />}>
        <Input
          type="search"
          placeholder="Search topics and replies..."
          bg="white"
          value={draft}
          maxLength={FORUM_SEARCH_MAX}
          onChange={(event) => setDraft(event.target.value)}
        />
      </InputGroup>
    </Field.Root>
  );
}
