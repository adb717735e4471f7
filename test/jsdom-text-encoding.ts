import { TextDecoder, TextEncoder } from 'node:util';

// jsdom (the environment of the view specs that parse rendered pages with DOMParser) lacks the encoders the
// router and React use. Imported first by those specs; it sits here, outside views/, so that no shared view
// folder has to import a page's folder for it.
Object.assign(globalThis, { TextEncoder, TextDecoder });
