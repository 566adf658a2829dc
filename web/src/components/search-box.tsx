import { type BoxProps, Button, chakra, Field, Flex, IconButton, Input, InputGroup } from "@chakra-ui/react";
import { Search, X } from "lucide-react";
import { type FormEvent, useEffect, useEffectEvent, useRef, useState } from "react";

/** Typing waits this long before a list follows it (unless a page asks otherwise). */
export const SEARCH_DELAY_MS = 300;

export interface SearchBoxProps {
  /** What the list is searched for now (the address's, or the page's state). */
  value: string;
  /** Called with the trimmed text: after a pause in typing, at once on Enter, Clear or Search. */
  onSearch: (text: string) => void;
  /** The box's name ("Search wines"): a screen reader's, or shown above it with `labelShown`. */
  label: string;
  labelShown?: boolean;
  placeholder: string;
  maxLength?: number;
  /**
   * How long typing waits before searching, in ms (0: at once, for a list filtered in the page);
   * "submit": only Enter or the Search button search (a list the server pages).
   */
  delay?: number | "submit";
  /** A visible Search button beside the box (a box that searches on submit only has one). */
  button?: boolean;
  flex?: BoxProps["flex"];
  minW?: BoxProps["minW"];
  maxW?: BoxProps["maxW"];
}

/**
 * The one search box of the site's lists (shop, journal, forum, the back office's screens). It
 * shows what is typed at once and hands it on after a pause (or on Enter, Clear, Search); when
 * `value` changes elsewhere (Back, a shared link, a filter reset) the box follows it. Where the
 * search is kept (the address or the page's state) is the page's business. Its first render
 * depends only on its props, so a server-rendered page's markup is the same in the browser.
 */
export function SearchBox({
  value,
  onSearch,
  label,
  labelShown = false,
  placeholder,
  maxLength,
  delay = SEARCH_DELAY_MS,
  button = false,
  flex = "1",
  minW,
  maxW,
}: SearchBoxProps) {
  const [draft, setDraft] = useState(value);
  const sent = useRef(value);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setDraft(value);
    }
  }, [value]);

  function send(text: string) {
    const next = text.trim();
    if (next === sent.current) return;
    sent.current = next;
    onSearch(next);
  }

  // The pause starts again at each key, not at each render of the page (its onSearch may be new).
  const sendTyped = useEffectEvent(send);
  useEffect(() => {
    if (delay === "submit" || draft.trim() === sent.current) return;
    const timer = setTimeout(() => sendTyped(draft), delay);
    return () => clearTimeout(timer);
  }, [draft, delay]);

  function submit(event: FormEvent) {
    event.preventDefault();
    send(draft);
  }

  function clear() {
    setDraft("");
    send("");
    input.current?.focus();
  }

  const clearButton = draft ? (
    <IconButton type="button" aria-label="Clear search" size="xs" variant="ghost" onClick={clear}>
      <X aria-hidden />
    </IconButton>
  ) : undefined;

  return (
    <chakra.form role="search" onSubmit={submit} flex={flex} minW={minW} maxW={maxW}>
      <Flex gap="2" align="flex-end">
        <Field.Root flex="1">
          <Field.Label srOnly={!labelShown}>{label}</Field.Label>
          <InputGroup startElement={<Search size={18} aria-hidden />} endElement={clearButton}>
            <Input
              ref={input}
              type="search"
              placeholder={placeholder}
              bg="white"
              value={draft}
              maxLength={maxLength}
              // The clear button stands in for the browser's own, which not every browser draws.
              css={{ "&::-webkit-search-cancel-button": { display: "none" } }}
              onChange={(event) => setDraft(event.target.value)}
            />
          </InputGroup>
        </Field.Root>
        {button ? (
          <Button type="submit" variant="outline" flexShrink={0}>
            <Search aria-hidden /> Search
          </Button>
        ) : null}
      </Flex>
    </chakra.form>
  );
}
