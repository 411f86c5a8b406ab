// @vitest-environment jsdom
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { fireEvent, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is named by its label and described by its helper text, as MUI’s is', () => {
    render(<TextField label="Price from" helperText="In pesos" value="" onChange={() => {}} />);
    const input = screen.getByRole('textbox', { name: 'Price from' });
    expect(input).toHaveAccessibleDescription('In pesos');
    expect(input.closest('.MuiTextField-root')).not.toBeNull();
  });

  it('passes what is typed, and the input props of slotProps.htmlInput', () => {
    const onChange = vi.fn();
    render(
      <TextField
        label="SKU"
        value=""
        onChange={onChange}
        slotProps={{ htmlInput: { maxLength: 5, 'data-x': 'y' } }}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'SKU' });
    expect(input).toHaveAttribute('maxlength', '5');
    expect(input).toHaveAttribute('data-x', 'y');
    fireEvent.change(input, { target: { value: 'AB' } });
    expect(onChange).toHaveBeenCalledOnce();
  });

  it('draws `select` as the browser’s own select, named by its label', () => {
    const onChange = vi.fn();
    render(
      <TextField select label="Status" value="b" onChange={onChange}>
        <option value="a">Active</option>
        <option value="b">Draft</option>
      </TextField>,
    );
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect(select.tagName).toBe('SELECT');
    expect(select).toHaveValue('b');
    fireEvent.change(select, { target: { value: 'a' } });
    expect(onChange).toHaveBeenCalledOnce();
  });

  it('draws a filled select, or text field, in one commit, its label shrunk from the first render', () => {
    const commits = (node: ReactNode) => {
      const phases: string[] = [];
      const { unmount } = render(
        <Profiler id="field" onRender={(_, phase) => phases.push(phase)}>
          {node}
        </Profiler>,
      );
      const label = document.querySelector('label');
      const shrunk = label?.classList.contains('MuiInputLabel-shrink') ?? false;
      unmount();
      return { phases, shrunk };
    };
    // A layout effect that sets state makes React render and commit again at once: 'update'.
    const options = [
      <option key="a" value="a">
        Active
      </option>,
      <option key="b" value="b">
        Draft
      </option>,
    ];
    expect(
      commits(
        <TextField select label="Status" value="b" onChange={() => {}}>
          {options}
        </TextField>,
      ),
    ).toEqual({ phases: ['mount'], shrunk: true });
    expect(
      commits(
        <TextField select label="Status" defaultValue="a">
          {options}
        </TextField>,
      ),
    ).toEqual({ phases: ['mount'], shrunk: true });
    expect(commits(<TextField label="Name" value="Tornillo" onChange={() => {}} />)).toEqual({
      phases: ['mount'],
      shrunk: true,
    });
    expect(commits(<TextField label="Name" value="" onChange={() => {}} />)).toEqual({
      phases: ['mount'],
      shrunk: false,
    });
  });

  it('takes the theme’s MuiTextField default props (the console’s small fields)', () => {
    const theme = createTheme({
      components: { MuiTextField: { defaultProps: { size: 'small' } } },
    });
    render(
      <ThemeProvider theme={theme}>
        <TextField label="Name" value="" onChange={() => {}} />
      </ThemeProvider>,
    );
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input.closest('.MuiInputBase-root')).toHaveClass('MuiInputBase-sizeSmall');
  });
});
