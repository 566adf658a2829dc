import { Box, Button, CloseButton, HStack, Image, SimpleGrid, Spinner, Stack, Text } from "@chakra-ui/react";
import type { JournalFormInput } from "contracts";
import { JOURNAL_PHOTOS_MAX } from "contracts/journal/labels";
import { UPLOAD_ACCEPT, UPLOAD_MAX_TEXT } from "contracts/uploads";
import { ImagePlus } from "lucide-react";
import { type ChangeEvent, useRef, useState } from "react";
import { type Control, useController } from "react-hook-form";
import { UploadError, uploadPicture } from "../../../lib/uploads";
import type { JournalFormValues } from "./form-values";

export interface PhotoPickerProps {
  control: Control<JournalFormValues, unknown, JournalFormInput>;
  /** Tells the form a picture is on its way, so it is not saved without it. */
  onUploadingChange: (uploading: boolean) => void;
}

/** Up to four photos: the label, the glass, the table. Each is uploaded as soon as it is chosen. */
export function PhotoPicker({ control, onUploadingChange }: PhotoPickerProps) {
  const { field } = useController({ control, name: "photos" });
  const photos: readonly string[] = Array.isArray(field.value) ? field.value : [];
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState(0);
  const [problems, setProblems] = useState<string[]>([]);
  const room = JOURNAL_PHOTOS_MAX - photos.length - pending;

  async function onFiles(event: ChangeEvent<HTMLInputElement>) {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = "";
    const taken = chosen.slice(0, Math.max(0, room));
    const notes: string[] = [];
    if (chosen.length > taken.length) notes.push(`An entry can have at most ${JOURNAL_PHOTOS_MAX} photos.`);
    setPending(taken.length);
    onUploadingChange(taken.length > 0);
    const added: string[] = [];
    for (const file of taken) {
      try {
        added.push(await uploadPicture(file));
      } catch (error) {
        notes.push(error instanceof UploadError ? error.message : `${file.name} could not be uploaded.`);
      }
      setPending((count) => count - 1);
    }
    setProblems(notes);
    if (added.length > 0) field.onChange([...new Set([...photos, ...added])]);
    onUploadingChange(false);
  }

  return (
    <Stack gap="3">
      {photos.length > 0 || pending > 0 ? (
        <SimpleGrid
          columns={{ base: 2, sm: 4 }}
          gap="3"
          as="ul"
          listStyleType="none"
          aria-label="Photos added"
        >
          {photos.map((url, index) => (
            <Box as="li" key={url} position="relative">
              <Image
                src={url}
                alt={`Photo ${index + 1}`}
                borderRadius="lg"
                aspectRatio={1}
                objectFit="cover"
                width="full"
              />
              <CloseButton
                size="xs"
                position="absolute"
                top="1"
                insetEnd="1"
                bg="white"
                borderRadius="full"
                aria-label={`Remove photo ${index + 1}`}
                onClick={() => field.onChange(photos.filter((photo) => photo !== url))}
              />
            </Box>
          ))}
          {Array.from({ length: pending }, (_, index) => (
            <Box
              as="li"
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders of uploads on their way
              key={`pending-${index}`}
              borderRadius="lg"
              aspectRatio={1}
              bg="cream.100"
              display="flex"
              alignItems="center"
              justifyContent="center"
            >
              <Spinner color="burgundy.700" aria-label="Uploading a photo" />
            </Box>
          ))}
        </SimpleGrid>
      ) : null}
      <HStack gap="3" wrap="wrap">
        <input
          ref={input}
          type="file"
          accept={UPLOAD_ACCEPT}
          multiple
          hidden
          aria-label="Choose photos"
          onChange={(event) => void onFiles(event)}
        />
        <Button
          type="button"
          variant="outline"
          bg="white"
          disabled={room <= 0}
          onClick={() => input.current?.click()}
        >
          <ImagePlus aria-hidden /> Add photos
        </Button>
        <Text fontSize="sm" color="fg.muted">
          {photos.length} of {JOURNAL_PHOTOS_MAX} · JPEG, PNG or WebP, up to {UPLOAD_MAX_TEXT} each
        </Text>
      </HStack>
      {problems.length > 0 ? (
        <Stack gap="1" role="alert">
          {problems.map((problem) => (
            <Text key={problem} fontSize="sm" color="fg.error">
              {problem}
            </Text>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
