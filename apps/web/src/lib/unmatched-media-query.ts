/**
 * A media query list that never matches, for windows without media queries: jsdom's, in the tests
 * and in the server's page worker (which renders for the screen the server guessed instead).
 */
export const unmatchedMediaQuery = (query: string): MediaQueryList =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;
