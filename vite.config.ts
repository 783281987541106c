import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { prerender } from './scripts/prerender.ts';
import { faceModels } from './scripts/face-models.ts';
import { shieldModel } from './scripts/shield-model.ts';
import { landingPages } from './scripts/landing-pages.ts';
import { uiMessages } from './scripts/ui-messages.ts';

const serverPort = Number(process.env.PORT ?? 3000);

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [
    react(),
    uiMessages(),
    landingPages(),
    faceModels(),
    shieldModel(),
    VitePWA({
      registerType: 'prompt', // a new version waits for the person's Reload (serviceWorker.ts)
      injectRegister: false,
      manifest: {
        id: '/',
        // English; scripts/prerender.ts writes one per other language (manifest-<lang>.webmanifest)
        lang: 'en',
        dir: 'ltr',
        name: 'Match Up. Game On',
        short_name: 'Match Up',
        description:
          'Free, ad-free random video chat for adults, with trivia duels, a laugh challenge and Read my mind built in.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        background_color: '#0b0d12', // --bg in styles/tokens.css
        theme_color: '#0b0d12',
        categories: ['social', 'entertainment'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      workbox: {
        // The app shell: the empty page, its code and styles, icons. Face-detection models and
        // wasm are large and only needed in a laugh challenge; the browser caches them on use.
        // landing/: each landing page's text (an offline landing page opens from the shell).
        // The prerendered pages are not kept: at an English address (/, /about…) the server
        // sends the person's language, which a cache keyed by address cannot choose, so a
        // controlled page opens from the shell and paints in their language from cached code.
        globPatterns: ['index.html', 'assets/*.{js,css}', 'landing/*/*.json', 'icon.svg'],
        // the vision worker and the nudity shield's code load at a match (cached at run time
        // below), never with the app shell
        globIgnores: [
          '**/*human*',
          '**/models/**',
          '**/*.wasm',
          '**/face.worker-*',
          '**/shieldTask-*',
          '**/sampler-*',
          '**/classifier-*',
        ],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/socket\.io/, /^\/(healthz|readyz|metrics)$/],
        // Only the vision assets are cached at run time (issue 21): the nudity shield's weights,
        // the vision worker with Human's TF.js and the wasm binaries, fetched at the first
        // match, are there for the next call (and a laugh challenge's).
        // API and socket traffic always go to the network.
        runtimeCaching: [
          {
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin &&
              (/^\/models\/nsfw\/weights-[0-9a-f]+\.bin$/.test(url.pathname) ||
                /^\/models\/human\/tfjs-backend-wasm.*\.wasm$/.test(url.pathname) ||
                /^\/assets\/(face\.worker|shieldTask|sampler|classifier|human\.esm)-[\w-]+\.js$/.test(
                  url.pathname,
                )),
            handler: 'CacheFirst',
            options: {
              cacheName: 'nudity-shield',
              // the model's weights and the scripts have content-hashed names (model.json is
              // left to HTTP revalidation: it always names the weights this build serves); the
              // wasm binaries keep their names across TF.js upgrades. Old files age out
              expiration: { maxEntries: 12 },
            },
          },
        ],
        cleanupOutdatedCaches: true,
      },
    }),
    prerender({
      entry: 'src/web/prerender.tsx',
      routeModules: {
        '/': ['src/web/features/home/HomePage.tsx'],
        '/about': ['src/web/features/content/AboutPage.tsx'],
        '/privacy': ['src/web/features/content/LegalPage.tsx', 'src/web/content/privacy.ts'],
        '/terms': ['src/web/features/content/LegalPage.tsx', 'src/web/content/terms.ts'],
        '/transparency': ['src/web/features/transparency/TransparencyPage.tsx'],
      },
    }),
  ],
  // the face worker imports the detection engine, which splits Human into its own chunk
  worker: { format: 'es' },
  build: {
    // flags stay separate files, so the flag map is a list of URLs, not inlined images
    assetsInlineLimit: (file: string) => (file.includes('flag-icons') ? false : undefined),
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    // one stylesheet in <head> for every page: prerendered pages are styled before any JS runs
    cssCodeSplit: false,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': `http://localhost:${serverPort}`,
      '/socket.io': { target: `ws://localhost:${serverPort}`, ws: true },
    },
  },
});
