/**
 * `slotProps` of a TextField `select` that makes it the browser's own select (children are
 * `<option>`s). For the selects a page's first paint draws: MUI's own select sets state from a
 * ref as it is first drawn, and React renders and commits that update at once, in the task of
 * the first paint (see ui/Tip.tsx). On a phone it is also the system's own picker.
 */
export const NATIVE_SELECT = { select: { native: true } } as const;
