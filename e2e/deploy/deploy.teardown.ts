import { test as teardown } from '@playwright/test';
import { stopStack } from '../../deploy/serve.ts';
import { deployWorkDir } from './stack.ts';

teardown('stop nginx and the sandbox', async () => {
  await stopStack(deployWorkDir);
});
