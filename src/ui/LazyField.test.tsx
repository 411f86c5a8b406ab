// @vitest-environment jsdom
import Autocomplete from '@mui/material/Autocomplete';
import MuiTextField from '@mui/material/TextField';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
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
          // What the field holds when the Enter comes (a scanned code is resolved from it).
          if (e.key === 'Enter') onEnter((e.target as HTMLInputElement).value);
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
    await waitFor(() => expect(onEnter).toHaveBeenCalledTimes(1));
    expect(onEnter).toHaveBeenCalledWith('Ban');
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
  /** A free-text field whose form holds what is typed (onText), with a button after it. */
  function FreeTextForm({ load }: { load: ReturnType<typeof chunk>['load'] }) {
    const [value, setValue] = useState('Apple');
    return (
      <>
        <LazyField load={load} onText={setValue} stub={{ label: 'Fruit', value }}>
          <Autocomplete
            freeSolo
            options={['Apple', 'Banana', 'Cherry']}
            value={value}
            onInputChange={(_, text, reason) => {
              if (reason === 'input') setValue(text);
            }}
            renderInput={(params) => <MuiTextField {...params} label="Fruit" />}
          />
        </LazyField>
        <button type="button">Next</button>
      </>
    );
  }

  /** Renders FreeTextForm and types `text` into its look-alike, its chunk not yet arrived. */
  function typeBeforeArrival(text: string) {
    const { load, arrive } = chunk();
    render(<FreeTextForm load={load} />);
    const stub = real();
    act(() => stub.focus());
    fireEvent.change(stub, { target: { value: text } });
    return { stub, arrive };
  }

  it('gives the form the text typed before the real field arrived, also when the person moved on', async () => {
    const { stub, arrive } = typeBeforeArrival('Banana split');
    const next = screen.getByRole('button', { name: 'Next' });
    act(() => next.focus()); // the person moves on before the real field is here
    expect(real()).toHaveValue('Banana split');
    await arrive();
    await waitFor(() => expect(real()).not.toBe(stub));
    expect(real()).toHaveValue('Banana split');
    expect(next).toHaveFocus();
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('still typing when the real field arrives: its list is filtered by the text, as typing does', async () => {
    const { stub, arrive } = typeBeforeArrival('Ban');
    await arrive();
    await waitFor(() => expect(real()).not.toBe(stub));
    expect(real()).toHaveFocus();
    expect(real()).toHaveValue('Ban');
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Banana']);
  });
});
