import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FactoryProvider } from '@nestjs/common';
import type { AssetManifest, ViewsBundle } from '../../core/render-contract.js';

/** The built views (dist/ssr/server.js) and the asset manifest, as one injectable; tests may replace it. */
export const VIEWS = Symbol('VIEWS');

export interface Views {
  bundle: ViewsBundle;
  assets: AssetManifest;
}

export const viewsProvider: FactoryProvider<Views> = {
  provide: VIEWS,
  useFactory: async () => {
    const dist = resolve('dist');
    try {
      const assets = JSON.parse(await readFile(resolve(dist, 'manifest.json'), 'utf8')) as AssetManifest;
      const bundle = (await import(pathToFileURL(resolve(dist, 'ssr', 'server.js')).href)) as ViewsBundle;
      return { bundle, assets };
    } catch (error) {
      throw new Error(`The views are not built (${String(error)}). Run "npm run build" first.`);
    }
  },
};
