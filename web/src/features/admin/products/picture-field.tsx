import { Box, Button, HStack, Stack, Text } from "@chakra-ui/react";
import { Upload } from "lucide-react";
import { useId, useRef, useState } from "react";
import type { FieldValues } from "react-hook-form";
import { ImageWithFallback } from "../../../components/image-with-fallback";
import { FormField } from "../../../components/ui/form-field";
import { type BoundField, useTextField } from "../../../components/ui/use-form-field";
import { UploadError, uploadPicture } from "../../../lib/uploads";

/**
 * A product's picture: an address typed in, or a file uploaded (re-encoded by the server), with a
 * preview of what the shop will show (the default bottle when there is none or it is broken).
 */
export function PictureField<Values extends FieldValues, Output>({
  control,
  name,
  alt,
}: BoundField<Values, Output, string> & { alt: string }) {
  const field = useTextField({ control, name });
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const fileId = useId();

  async function upload(file: File) {
    setBusy(true);
    setProblem(null);
    try {
      field.change(await uploadPicture(file));
    } catch (error) {
      setProblem(error instanceof UploadError ? error.message : "The picture could not be uploaded.");
    } finally {
      setBusy(false);
      if (input.current) input.current.value = "";
    }
  }

  return (
    <HStack gap="4" align="flex-start">
      <Box flexShrink={0} w="20" h="24" bg="gray.50" borderRadius="md" overflow="hidden">
        <ImageWithFallback src={field.value} alt={alt} w="full" h="full" objectFit="contain" />
      </Box>
      <Stack gap="2" flex="1" minW="0">
        <FormField
          control={control}
          name={name}
          label="Image URL"
          helperText="An address, or upload a JPEG, PNG or WebP up to 5 MB."
        />
        <input
          ref={input}
          id={fileId}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          hidden
          aria-label="Picture file"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void upload(file);
          }}
        />
        <Button
          size="sm"
          variant="outline"
          alignSelf="flex-start"
          onClick={() => input.current?.click()}
          loading={busy}
          loadingText="Uploading..."
        >
          <Upload aria-hidden /> Upload Picture
        </Button>
        {problem ? (
          <Text fontSize="sm" color="red.600" role="alert">
            {problem}
          </Text>
        ) : null}
      </Stack>
    </HStack>
  );
}
