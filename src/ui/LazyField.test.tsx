// @vitest-environment jsdom
import Autocomplete from '@mui/material/Autocomplete';
import MuiTextField from '@mui/material/TextField';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { moduleLoader } from '../lib/moduleLoader';
import { LazyField } from './LazyField';

/** A chunk that arrives when the test says so. */
function chunk() {
  let arrive: (m: object) => void = () => undefined;
  const promise = new Promise<object>((resolve) => {
    arrive = resolve;
  });
  return { load: moduleLoader(() => promise), arrive: () => act(async () => arrive({})) };
}

function renderField(load: ReturnType<typeof chunk>['load']) {
  const onInput = vi.fn();
  const onEnter = vi.fn();
  render(
    <LazyField
      load={load}
      stub={{ label: 'Fruit', value: 'Apple', helperText: 'Pick one', required: true }}
    >
      <Autocomplete
        freeSolo
        options={['Apple', 'Banana', 'Cherry']}
        defaultValue="Apple"
        onInputChange={(_, text, reason) => {
          if (reason === 'input') onInput(text);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') onEnter();
        }}
        renderInput={(params) => (
          <MuiTextField {...params} label="Fruit" required helperText="Pick one" />
        )}
      />
    </LazyField>,
  );
  return { onInput, onEnter };
}

const real = () => screen.getByRole('combobox', { name: 'Fruit' });

describe('LazyField', () => {
  it('draws a combobox with the real field’s label, text and helper text until its chunk is here', () => {
    renderField(chunk().load);
    expect(real()).toHaveValue('Apple');
    expect(real()).toHaveAttribute('aria-expanded', 'false');
    expect(real()).toBeRequired();
    expect(real()).toHaveAccessibleDescription('Pick one');
  });

  it('gives the real field the focus and the text typed before it arrived, and the Enter after it', async () => {
    const { load, arrive } = chunk();
    const { onInput, onEnter } = renderField(load);
    const stub = real();
    act(() => stub.focus());
    fireEvent.change(stub, { target: { value: 'Ban' } });
    fireEvent.keyDown(stub, { key: 'Enter' });
    expect(onInput).not.toHaveBeenCalled();
    await arrive();
    await waitFor(() => expect(real()).not.toBe(stub));
    expect(real()).toHaveFocus();
    expect(real()).toHaveValue('Ban');
    expect(onInput).toHaveBeenCalledWith('Ban');
    expect(onEnter).toHaveBeenCalledTimes(1);
  });

  it('opens the real field’s list when the look-alike was pressed', async () => {
    const { load, arrive } = chunk();
    renderField(load);
    fireEvent.mouseDown(real(), { button: 0 });
    await arrive();
    expect(await screen.findByRole('listbox')).toBeVisible();
    expect(real()).toHaveFocus();
  });

  it('is replaced when the chunk arrives without being touched: no focus taken, nothing opened', async () => {
    const { load, arrive } = chunk();
    const { onInput } = renderField(load);
    const stub = real();
    await arrive();
    await waitFor(() => expect(real()).not.toBe(stub));
    expect(real()).toHaveValue('Apple');
    expect(real()).not.toHaveFocus();
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onInput).not.toHaveBeenCalled();
  });
});
