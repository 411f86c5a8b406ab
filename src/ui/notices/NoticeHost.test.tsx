// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NoticeHost } from './NoticeHost';
import { notices } from './notices';

describe('NoticeHost', () => {
  it('renders nothing until a notice comes, then loads notistack and shows it', async () => {
    const { container } = render(<NoticeHost />);
    expect(container.innerHTML).toBe('');
    act(() => {
      notices.enqueueSnackbar('Line 3 deleted');
    });
    expect(await screen.findByText('Line 3 deleted')).toBeTruthy();
    act(() => {
      notices.enqueueSnackbar('Saved', { variant: 'success' });
    });
    expect(await screen.findByText('Saved')).toBeTruthy();
  });
});
