import { describe, expect, it } from 'vitest';
import { reactCompiler } from './reactCompilerPlugin.ts';

const plugin = reactCompiler();
const transform = plugin.transform;
if (typeof transform !== 'object' || !('handler' in transform)) {
  throw new Error('the plugin declares its transform with a filter');
}
const { filter, handler } = transform;

const annotated = `
import { useState } from 'react';
type Props = { step: number };
export function Counter({ step }: Props) {
  'use memo';
  const [n, setN] = useState(0);
  const label = \`\${n} (+\${step})\`;
  return <button onClick={() => setN(n + step)}>{label}</button>;
}
`;

describe('reactCompiler()', () => {
  it('compiles a component marked with "use memo" into memoised code', async () => {
    const result = await handler.call(
      // The handler uses nothing of Rollup's plugin context.
      {} as ThisParameterType<typeof handler>,
      annotated,
      '/app/src/Counter.tsx',
      {} as Parameters<typeof handler>[2],
    );
    const code = typeof result === 'object' && result !== null ? result.code : result;
    expect(code).toContain('react/compiler-runtime');
    // The button is rebuilt only when the label changes.
    expect(code).toMatch(/\$\[\d+\] !== label/);
    // TypeScript is kept for the next plugin (plugin-react's Oxc transform) to strip.
    expect(code).toContain('type Props = {');
  });

  it('sends only app files that hold the directive through Babel', () => {
    const code = filter?.code;
    const id = filter?.id;
    expect(code).toBeInstanceOf(RegExp);
    expect(code instanceof RegExp && code.test(annotated)).toBe(true);
    expect(code instanceof RegExp && code.test('export const A = () => <p>a</p>;')).toBe(false);
    expect(id).toMatchObject({ include: expect.any(RegExp), exclude: expect.any(RegExp) });
    const { include, exclude } = id as { include: RegExp; exclude: RegExp };
    expect(include.test('/app/src/Counter.tsx')).toBe(true);
    expect(include.test('/app/src/styles.css')).toBe(false);
    expect(exclude.test('/app/node_modules/react/index.js')).toBe(true);
  });

  it('applies to the browser bundle only', () => {
    const applies = plugin.applyToEnvironment;
    expect(typeof applies).toBe('function');
    if (typeof applies !== 'function') return;
    const env = (consumer: 'client' | 'server') =>
      ({ config: { consumer } }) as unknown as Parameters<typeof applies>[0];
    expect(applies(env('client'))).toBe(true);
    expect(applies(env('server'))).toBe(false);
  });
});
