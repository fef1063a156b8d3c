import { toThreadMessage } from '@ap/domain';
import { ActionIcon, TextInput } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';

export interface ThreadMessageBoxProps {
  /** Accessible name of the field, naming the thread. Default: 'Message'. */
  label?: string;
  /** Called with the trimmed text; never with blank text. May return a promise. Default: required. */
  onSend: (text: string) => unknown;
}

/**
 * A message to the assistant about one thread. Only text that is non-empty after trimming is
 * sent (SPEC §5); the field clears once the send succeeded.
 */
export function ThreadMessageBox({ label = 'Message', onSend }: ThreadMessageBoxProps) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const message = toThreadMessage(text);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (message === null || sending) return;
    setSending(true);
    try {
      await onSend(message);
      setText('');
    } catch {
      // The caller shows 'Failed to send message. Please try again'; the text stays for a retry.
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={submit}>
      <TextInput
        aria-label={label}
        placeholder="Type a message..."
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        disabled={sending}
        rightSection={
          <ActionIcon
            type="submit"
            variant="filled"
            color="blue.8"
            aria-label="Send message"
            disabled={message === null}
            loading={sending}
          >
            <IconSend size={16} />
          </ActionIcon>
        }
      />
    </form>
  );
}
