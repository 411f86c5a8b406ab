// The react-admin template's Vite config (create-react-admin), with the base path given by the
// build (scripts/peer/build.ts passes --base). No manual chunking: react-admin as it ships.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  build: { sourcemap: false },
});
