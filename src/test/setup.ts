// Shared Vitest setup. Component tests opt into jsdom with `// @vitest-environment jsdom`.
export {};
