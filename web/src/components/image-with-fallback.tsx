import { Image } from "@chakra-ui/react";
import { type ComponentProps, useState } from "react";

const DEFAULT_BOTTLE_IMAGE = "/images/default-bottle.svg";

export interface ImageWithFallbackProps extends Omit<ComponentProps<typeof Image>, "src" | "alt"> {
  src: string | null | undefined;
  alt: string;
  fallbackSrc?: string;
  /** One of the first pictures a person sees: fetched at once and ahead of the rest of the page. */
  priority?: boolean;
}

/** An image that shows the default bottle picture when its own picture is missing or broken. */
export function ImageWithFallback({
  src,
  alt,
  fallbackSrc = DEFAULT_BOTTLE_IMAGE,
  priority = false,
  ...props
}: ImageWithFallbackProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const wanted = src || fallbackSrc;
  const current = failed === wanted ? fallbackSrc : wanted;
  return (
    <Image
      src={current}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      onError={() => {
        if (current !== fallbackSrc) setFailed(wanted);
      }}
      {...props}
    />
  );
}
