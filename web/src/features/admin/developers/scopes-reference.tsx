import { Box, Code, Heading, Link, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { type ApiScope, apiScopeLabels, apiScopes } from "contracts";
import { LoadError } from "../../../components/load-error";
import { SkeletonStack } from "../../../components/skeleton-stack";

interface Operation {
  method: string;
  path: string;
  summary: string;
}

interface OpenApiOperation {
  summary?: string;
  "x-scope"?: string;
}

/**
 * Every call each scope allows, read from the OpenAPI document the server publishes (the same one
 * partners read), so the list cannot drift from what the server enforces.
 */
export function operationsByScope(document: unknown): Record<ApiScope, Operation[]> {
  const grouped = Object.fromEntries(apiScopes.map((scope) => [scope, [] as Operation[]])) as Record<
    ApiScope,
    Operation[]
  >;
  const paths =
    typeof document === "object" && document !== null && "paths" in document
      ? (document.paths as Record<string, Record<string, OpenApiOperation>>)
      : {};
  for (const [path, methods] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const scope = apiScopes.find((s) => s === operation["x-scope"]);
      if (!scope) continue;
      grouped[scope].push({
        method: method.toUpperCase(),
        path: `/api${path}`,
        summary: operation.summary ?? "",
      });
    }
  }
  return grouped;
}

export function ScopesReference() {
  const document = useQuery({
    queryKey: ["openapi-document"],
    queryFn: async () => {
      const res = await fetch("/api/openapi.json");
      if (!res.ok) throw new Error("The API description could not be loaded.");
      return operationsByScope(await res.json());
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
  return (
    <Stack gap="3" as="section" aria-labelledby="scopes-heading">
      <Heading as="h2" id="scopes-heading" fontSize="2xl" color="burgundy.800">
        What each scope allows
      </Heading>
      <Text color="fg.muted">
        A key may also make every public call (the wine list, reservation slots...). Calls for people
        (accounts, the forum and journal, the club's own screens) refuse every key. The full reference is at{" "}
        <Link href="/api/docs" color="burgundy.700" target="_blank" rel="noopener">
          /api/docs
        </Link>
        .
      </Text>
      {document.isPending ? (
        <SkeletonStack count={3} height="10" borderRadius="md" />
      ) : document.isError ? (
        <LoadError
          variant="inline"
          error={document.error}
          fallback="The API description could not be loaded."
          onRetry={() => void document.refetch()}
        />
      ) : (
        <Stack gap="2">
          {apiScopes.map((scope) => (
            <Box
              as="details"
              key={scope}
              bg="white"
              borderWidth="1px"
              borderColor="cream.300"
              borderRadius="lg"
              px="4"
              py="3"
            >
              <Box as="summary" cursor="pointer">
                <Code fontSize="sm">{scope}</Code>{" "}
                <Text as="span" fontSize="sm">
                  {apiScopeLabels[scope]} ({document.data[scope].length}{" "}
                  {document.data[scope].length === 1 ? "call" : "calls"})
                </Text>
              </Box>
              <Stack as="ul" listStyleType="none" gap="1" mt="3" fontSize="sm">
                {document.data[scope].map((operation) => (
                  <Box as="li" key={`${operation.method} ${operation.path}`}>
                    <Code fontSize="xs">
                      {operation.method} {operation.path}
                    </Code>{" "}
                    <Text as="span" color="fg.muted">
                      {operation.summary}
                    </Text>
                  </Box>
                ))}
              </Stack>
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
