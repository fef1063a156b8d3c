import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { EmployeeDirectoryDrawer } from './EmployeeDirectoryDrawer';

const meta = {
  title: 'Integrations/EmployeeDirectoryDrawer',
  component: EmployeeDirectoryDrawer,
  parameters: { layout: 'fullscreen' },
  args: { opened: true, onClose: fn(), transitionDuration: 0 },
} satisfies Meta<typeof EmployeeDirectoryDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UnderConstruction: Story = {
  play: async () => {
    const drawer = within(screen.getByRole('dialog', { name: 'Employee Directory' }));
    await expect(
      drawer.getByRole('button', { name: 'Connect Google Workspace Directory' }),
    ).toHaveAttribute('aria-disabled', 'true');
  },
};
