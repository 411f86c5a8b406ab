import { defaultWorkDir, readStack, type StackState } from '../../deploy/serve.ts';

/** Where the deploy project's stack (build, nginx, sandbox) lives while the project runs. */
export const deployWorkDir = process.env.E2E_DEPLOY_DIR ?? defaultWorkDir('deploy-e2e');
export const deployPorts = { web: 8088, api: 8787 } as const;
export const deployBase = '/console/';

export function deployStack(): StackState {
  return readStack(deployWorkDir);
}
