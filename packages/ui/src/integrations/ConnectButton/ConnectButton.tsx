import { Button, type ButtonProps } from '@mantine/core';
import { type ReactNode, useState } from 'react';

export interface ConnectButtonProps extends Omit<ButtonProps, 'loading'> {
  /** Starts the connection (usually a redirect to the provider); may return a promise. */
  onConnect: () => unknown;
  /** The button's label. */
  children: ReactNode;
}

/** A connect button that shows a spinner while its call runs (a failure is the caller's toast). */
export function ConnectButton({ onConnect, children, ...buttonProps }: ConnectButtonProps) {
  const [pending, setPending] = useState(false);
  const connect = async () => {
    setPending(true);
    try {
      await onConnect();
    } catch {
      // Reported by the caller ('Error linking Gmail'...); the button becomes usable again.
    } finally {
      setPending(false);
    }
  };
  return (
    <Button color="blue.8" onClick={() => void connect()} loading={pending} {...buttonProps}>
      {children}
    </Button>
  );
}
