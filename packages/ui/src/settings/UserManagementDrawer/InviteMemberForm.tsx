import { isMemberEmail, type OrgRole } from '@ap/domain';
import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';

export interface InviteMemberFormProps {
  /** Roles the inviter may give, the default first. */
  roles: OrgRole[];
  /** E-mails already in the organisation (lower case), refused before any call. */
  memberEmails: readonly string[];
  /** Sends the invitation; a rejection keeps what was typed (the app says why). */
  onInvite: (input: { email: string; role: OrgRole }) => Promise<unknown>;
}

/** E-mail and role, 'Send invite'; checks the address first and clears after a sent invite. */
export function InviteMemberForm({ roles, memberEmails, onInvite }: InviteMemberFormProps) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<OrgRole>(roles[0] ?? 'Member');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim().toLowerCase();
    if (!isMemberEmail(address)) return setError('Enter a valid e-mail address.');
    if (memberEmails.includes(address)) return setError(`${address} is already a member.`);
    setError(null);
    setSending(true);
    try {
      await onInvite({ email: address, role });
      setEmail('');
    } catch {
      // The app shows the failure; the address stays for another try.
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Invite a teammate">
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <TextInput
          label="E-mail address"
          placeholder="name@company.com"
          type="email"
          value={email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          style={{ flex: 1 }}
        />
        <NativeSelect
          label="Role"
          data={roles}
          value={role}
          onChange={(event) => setRole(event.currentTarget.value as OrgRole)}
          w={110}
        />
      </Group>
      <Group justify="flex-end" mt="sm">
        <Button type="submit" color="blue.8" loading={sending} disabled={email.trim() === ''}>
          Send invite
        </Button>
      </Group>
    </form>
  );
}
