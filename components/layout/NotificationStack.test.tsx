import { act, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { NotificationStack } from './NotificationStack';

describe('NotificationStack', () => {
  afterEach(() => {
    act(() => notifications.clean());
  });

  it('mounts once the browser is idle, and then shows a toast raised before it', async () => {
    act(() => {
      notifications.show({ message: 'Project saved' });
    });
    render(
      <MantineProvider>
        <NotificationStack />
      </MantineProvider>,
    );
    expect(screen.queryByText('Project saved')).not.toBeInTheDocument();
    expect(await screen.findByText('Project saved')).toBeInTheDocument();
  });
});
