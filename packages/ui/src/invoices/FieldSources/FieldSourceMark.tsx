import { isLowConfidence } from '@ap/domain';
import type { InvoiceFieldSource } from '@ap/domain/contract';
import { Badge } from '@mantine/core';

/** The percentage a person reads ("45%"). */
const percent = (confidence: number) => `${Math.round(confidence * 100)}%`;

/**
 * What a person should know about where a value came from: 'Low confidence' (with the
 * reader's figure) so the eye goes to it, or 'Typed' for a value a person entered. A value
 * read with confidence shows nothing: the mark is kept for what matters.
 */
export function FieldSourceMark({ source, id }: { source: InvoiceFieldSource; id?: string }) {
  if (source.origin === 'typed')
    return (
      <Badge id={id} size="xs" variant="outline" color="gray.8" radius="sm">
        Typed
      </Badge>
    );
  if (isLowConfidence(source) && source.confidence !== null)
    return (
      <Badge
        id={id}
        size="xs"
        variant="filled"
        color="yellow.5"
        c="dark.9"
        radius="sm"
        title={`The assistant read this with ${percent(source.confidence)} confidence: check it against the original`}
      >
        Low confidence · {percent(source.confidence)}
      </Badge>
    );
  return null;
}
