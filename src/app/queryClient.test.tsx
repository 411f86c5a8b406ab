// @vitest-environment jsdom
import { useMutation } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createContact } from '../api/contacts';
import { isApiError } from '../api/errors';
import { newIdempotencyKey } from '../api/client';
import { providersWrapper } from '../test/renderWithProviders';
import { setUpTestApi, unavailable } from '../test/testApi';
import { createQueryClient } from './queryClient';

describe("the console's query client", () => {
  it('never sends a write again on its own: a mutation without a retry option, answered 503, is sent once', async () => {
    const api = setUpTestApi();
    api.respond(() => unavailable());
    const queryClient = createQueryClient();
    // A write as any feature writes it, relying on the client's defaults for retrying.
    const { result } = renderHook(
      () =>
        useMutation({
          mutationFn: (name: string) =>
            createContact({ first_name: name }, { idempotencyKey: newIdempotencyKey() }),
        }),
      { wrapper: providersWrapper(queryClient) },
    );
    act(() => result.current.mutate('Una vez'));
    // The error is only reported once every automatic attempt is over.
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(isApiError(result.current.error) && result.current.error.maybeApplied).toBe(true);
    expect(api.writes('/v1/contacts')).toHaveLength(1);
    expect(queryClient.getMutationCache().getAll()[0]?.state.failureCount).toBe(1);
  });
});
