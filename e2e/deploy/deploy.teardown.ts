import { test as teardown } from '@playwright/test';
import { stopStack } from '../../deploy/serve';
import { deployWorkDir } from './stack';

teardown('stop nginx and the sandbox', async () => {
  await stopStack(deployWorkDir);
});
