// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { moduleLoader } from '../lib/moduleLoader';
import { lazyComponent, lazyDefault } from './lazyComponent';

function Hello({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

const inSuspense = (node: React.ReactNode) => <Suspense fallback={<p>loading</p>}>{node}</Suspense>;

describe('lazyComponent', () => {
  it('draws a module already loaded in the first render: no fallback, so no throttled reveal', async () => {
    const load = moduleLoader(() => Promise.resolve({ Hello }));
    const LazyHello = lazyComponent(load, (m) => m.Hello);
    await load(); // e.g. a prefetch when the pointer neared the button
    render(inSuspense(<LazyHello name="Ana" />));
    // Synchronously, with no wait in between: React.lazy would show "loading" here.
    expect(screen.getByText('Hello Ana')).toBeInTheDocument();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('suspends as React.lazy does while the module is still on its way', async () => {
    let arrive: (m: { default: typeof Hello }) => void = () => undefined;
    const load = moduleLoader(
      () => new Promise<{ default: typeof Hello }>((resolve) => (arrive = resolve)),
    );
    const LazyHello = lazyDefault(load);
    render(inSuspense(<LazyHello name="Ana" />));
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(load.loaded()).toBeUndefined();
    arrive({ default: Hello });
    expect(await screen.findByText('Hello Ana')).toBeInTheDocument();
    expect(load.loaded()).toEqual({ default: Hello });
  });
});
