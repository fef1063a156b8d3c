import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../auth/guards';
import { ConnectBankScreen } from '../connect-bank/ConnectBankScreen';

export const Route = createFileRoute('/connect-bank')({
  beforeLoad: requireSignedIn,
  component: ConnectBankScreen,
});
