import { startTransition, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ChangeEvent, KeyboardEvent, ReactNode } from 'react';
import type { ControllerRenderProps } from 'react-hook-form';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import type { ModuleLoader } from '../lib/moduleLoader';
import { whenIdleAfterPaint } from '../lib/idleAfterPaint';
import { prefetchThen } from '../lib/prefetch';
import { TextField } from './TextField';
import type { TextFieldProps } from './TextField';

export interface LazyFieldProps {
  /** The chunk of the real field (an Autocomplete of MUI's, with its popper). */
  load: ModuleLoader<unknown>;
  /**
   * How the field looks until then: the label, the text the real field shows (`value`), its
   * helper text and error, its name, ref and onBlur. It is an editable combobox.
   */
  stub: Omit<TextFieldProps, 'value' | 'onChange' | 'children' | 'select'> & { value: string };
  /** The real field, drawn once its chunk is here (a component of `load`'s module). */
  children: ReactNode;
  /** Whether the real field shows the arrow that opens its list (MUI's freeSolo does not). */
  popupIcon?: boolean | undefined;
  /**
   * A free-text field's value as typed: the look-alike gives the form each change, as the real
   * field does, so that text typed there is the form's even when the person has moved on before
   * the real field arrives (it is typed into the real field only while that has the focus).
   */
  onText?: ((text: string) => void) | undefined;
}

/**
 * A form field's look-alike props: its name, ref and blur, and its message (as error and helper
 * text). Spread into `stub`, before what the field adds.
 */
export function fieldStub(
  field: Pick<ControllerRenderProps, 'name' | 'ref' | 'onBlur'>,
  message: string | undefined,
) {
  return {
    name: field.name,
    inputRef: field.ref,
    onBlur: field.onBlur,
    error: Boolean(message),
    helperText: message,
  };
}

/** What the person did in the look-alike before the real field arrived. */
interface Handoff {
  focused: boolean;
  /** Text typed into it (null: none). */
  typed: string | null;
  /** Pressed with the mouse, or opened by an arrow key: the real field opens. */
  opened: boolean;
  /** Enter pressed after typing: the real field gets it too. */
  entered: boolean;
}

/** Sets an input's text as typing does, so that React's onChange sees it. */
function typeInto(input: HTMLInputElement, text: string) {
  // React watches the element's own `value` property; the prototype's setter goes around it.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * A field whose real control (an MUI Autocomplete: its popper, listbox and the `overlays` chunk
 * they come with) is not needed to show a form. Until that chunk has arrived, an outlined text
 * field that looks the same, with the same label, text, helper text and combobox role, stands in
 * for it. The chunk is fetched once the page has painted and the browser is idle, or at once when
 * the person focuses the field. Nothing they did meanwhile is lost: the real field takes the
 * focus, the text typed (as if typed into it), an Enter after it, and a press that opens it.
 */
export function LazyField({ load, stub, children, popupIcon = true, onText }: LazyFieldProps) {
  const [drawn, setDrawn] = useState(() => load.loaded() !== undefined);
  const [typed, setTyped] = useState<string | null>(null);
  const box = useRef<HTMLSpanElement | null>(null);
  const handoff = useRef<Handoff>({ focused: false, typed: null, opened: false, entered: false });
  const fetching = useRef(false);

  // The chunk is fetched as a prefetch (lib/prefetch.ts): offline, or after a deploy replaced
  // it, the look-alike stays and keeps what is typed, and the next focus tries again.
  const draw = () => {
    if (fetching.current) return;
    fetching.current = true;
    prefetchThen(
      load,
      // A transition: the real fields are drawn in slices the browser can interleave input with.
      // What the person does until it commits still counts (the handoff is read as it commits).
      () => startTransition(() => setDrawn(true)),
      () => {
        fetching.current = false;
      },
    );
  };

  useEffect(() => {
    if (drawn) return;
    return whenIdleAfterPaint(draw, 3000);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, while not drawn
  }, [drawn]);

  useLayoutEffect(() => {
    if (!drawn) return;
    const { focused, typed: text, opened, entered } = handoff.current;
    const real = box.current?.querySelector('input');
    if (!real || !(focused || opened)) return;
    real.focus();
    // Opened first, then typed into, as a person does: MUI filters the list by the text typed
    // into an open list (text that opens it is taken as the value's own and shows every option).
    real.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true, button: 0 }));
    // Typing here, in the commit, is drawn only once the commit is over (until then React puts the
    // drawn text back in the input): what must see the text (an Enter, typing after it) comes in
    // a microtask, after that.
    const enter = () => {
      if (entered)
        real.dispatchEvent(
          new globalThis.KeyboardEvent('keydown', {
            key: 'Enter',
            bubbles: true,
            cancelable: true,
          }),
        );
    };
    if (text === null) return;
    if (real.value === text) {
      // A free-text field already shows it (onText gave it to the form). Typed again from empty,
      // so that the real field sees typing and filters its list by it.
      typeInto(real, '');
      queueMicrotask(() => {
        typeInto(real, text);
        enter();
      });
    } else {
      typeInto(real, text);
      queueMicrotask(enter);
    }
  }, [drawn]);

  if (drawn)
    return (
      <span ref={box} style={{ display: 'contents' }}>
        <Suspense fallback={null}>{children}</Suspense>
      </span>
    );

  const { slotProps, onBlur, ...rest } = stub;
  const open = () => {
    handoff.current.opened = true;
    draw();
  };
  return (
    <TextField
      // MUI's Autocomplete is as wide as its box.
      fullWidth
      {...rest}
      value={typed ?? stub.value}
      onChange={(e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        setTyped(e.target.value);
        handoff.current.typed = e.target.value;
        onText?.(e.target.value);
      }}
      onFocus={() => {
        handoff.current.focused = true;
        draw();
      }}
      onBlur={(e) => {
        // The look-alike leaving the page (if the browser sends a blur then) is not the person's.
        if (!e.target.isConnected) return;
        handoff.current.focused = false;
        if (onText && handoff.current.typed !== null) {
          // The form holds it: the look-alike shows the form's value, as the real field does.
          handoff.current.typed = null;
          setTyped(null);
        }
        onBlur?.(e);
      }}
      slotProps={{
        ...slotProps,
        input: {
          ...slotProps?.input,
          // MUI's Autocomplete draws its popup indicator here.
          endAdornment: popupIcon ? (
            <ArrowDropDownIcon aria-hidden sx={{ color: 'action.active', mr: -0.5 }} />
          ) : undefined,
        },
        htmlInput: {
          ...slotProps?.htmlInput,
          role: 'combobox',
          'aria-expanded': false,
          'aria-autocomplete': 'list',
          autoComplete: 'off',
          onMouseDown: (e: { button: number }) => {
            if (e.button === 0) open();
          },
          onKeyDown: (e: KeyboardEvent<HTMLInputElement>) => {
            if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
              e.preventDefault();
              open();
            } else if (e.key === 'Enter' && handoff.current.typed !== null) {
              e.preventDefault();
              handoff.current.entered = true;
              draw();
            }
          },
        },
      }}
    />
  );
}
