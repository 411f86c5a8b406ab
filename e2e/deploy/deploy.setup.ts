import { test as setup } from '@playwright/test';
import { startStack } from '../../deploy/serve.ts';
import { deployBase, deployPorts, deployWorkDir } from './stack.ts';

setup(
  'build for /console/, serve it with nginx and the shipped config, run the sandbox alone',
  async () => {
    setup.setTimeout(240_000);
    await startStack({
      workDir: deployWorkDir,
      base: deployBase,
      webPort: deployPorts.web,
      apiPort: deployPorts.api,
      log: (line) => console.log(line),
    });
  },
);
