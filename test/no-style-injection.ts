import { mockAdapter, setAdapter } from '@vanilla-extract/css/adapter';

// Under jsdom, jest resolves vanilla-extract's browser build, which turns every .css.ts file's styles into CSS
// text and injects it into the test's document as each file loads (a cost on every view spec). Specs that
// only parse rendered HTML strings never read that document's styles: imported first, before any view, this
// keeps the no-op adapter that the Node build uses. Class names are the same either way. Specs that mount
// components into the document (and may read computed styles) do not import it.
setAdapter(mockAdapter);
