import { TextDecoder, TextEncoder } from 'node:util';

// jsdom (the home page spec's environment, for DOMParser) lacks the encoders the router and React use.
Object.assign(globalThis, { TextEncoder, TextDecoder });
