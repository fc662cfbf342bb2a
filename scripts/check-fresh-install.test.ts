import { describe, expect, it } from 'vitest';
import { plainEnv } from './check-fresh-install.mjs';

describe('the fresh-clone install check', () => {
  it("clears every install setting a wrapper or an enclosing npm would pass, so only the clone's own files count", () => {
    const env = plainEnv(
      {
        HOME: '/root',
        ONNXRUNTIME_NODE_INSTALL: 'skip',
        NODE_LLAMA_CPP_SKIP_DOWNLOAD: 'true',
        NODE_LLAMA_CPP_POSTINSTALL: 'skip',
        npm_config_onnxruntime_node_install: 'skip',
        npm_config_node_llama_cpp_postinstall: 'skip',
        npm_lifecycle_event: 'test',
        PATH: '/work/app/node_modules/.bin:/usr/local/bin:/work/app/packages/scribe/node_modules/.bin:/work/apps/x:/usr/bin',
      },
      '/work/app',
    );
    expect(env).toEqual({ HOME: '/root', PATH: '/usr/local/bin:/work/apps/x:/usr/bin' });
  });
});
