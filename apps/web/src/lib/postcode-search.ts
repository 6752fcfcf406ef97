/**
 * The Kakao (formerly Daum) postcode search Korean sites use for addresses. Its script is added to
 * the page only when a partner asks for the search, never with the portal's own bundle; a script that
 * fails or takes more than 8 seconds (blocked, offline) rejects, and the form lets the partner type
 * the address instead. Forms take the loader as a port, so tests hand them a fake service.
 */

export const POSTCODE_SCRIPT_URL = 'https://t1.daumcdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js';
const LOAD_TIMEOUT_MS = 8000;

/** The fields of the service's answer the portal keeps (an empty string when it has none). */
export interface PostcodeServiceAddress {
  zonecode: string;
  roadAddress: string;
  jibunAddress: string;
  /** The jibun address the service guesses when the partner picked a road address without one. */
  autoJibunAddress: string;
}

interface PostcodeServiceOptions {
  oncomplete: (data: PostcodeServiceAddress) => void;
  width: string;
  height: string;
}

/** What the portal uses of the service: `new Postcode(options).embed(element)`. */
export interface PostcodeService {
  Postcode: new (options: PostcodeServiceOptions) => { embed: (element: HTMLElement) => void };
}

/** The service as its script leaves it on `window` (`kakao`, formerly `daum`), loaded or loading. */
interface PostcodeGlobal extends Partial<PostcodeService> {
  postcode?: { load: (ready: () => void) => void };
}

export type PostcodeSearchLoader = () => Promise<PostcodeService>;

/** An address picked in the search. */
export interface PostcodeSelection {
  postcode: string;
  roadAddress: string;
  jibunAddress: string;
}

export const selectionOf = (data: PostcodeServiceAddress): PostcodeSelection => ({
  postcode: data.zonecode,
  roadAddress: data.roadAddress,
  jibunAddress: data.jibunAddress || data.autoJibunAddress,
});

/** Shows the search inside `element`; `onSelect` gets the address the partner picks. */
export function embedPostcodeSearch(
  service: PostcodeService,
  element: HTMLElement,
  onSelect: (selection: PostcodeSelection) => void,
): void {
  new service.Postcode({
    oncomplete: (data) => onSelect(selectionOf(data)),
    width: '100%',
    height: '100%',
  }).embed(element);
}

const serviceOnWindow = (): PostcodeGlobal | undefined => {
  const global = window as unknown as { kakao?: PostcodeGlobal; daum?: PostcodeGlobal };
  return global.kakao?.Postcode || global.kakao?.postcode ? global.kakao : global.daum;
};

/** A loader adding `src` once; after a failure the next call tries again. */
export function createPostcodeLoader(src = POSTCODE_SCRIPT_URL, timeoutMs = LOAD_TIMEOUT_MS) {
  let loading: Promise<PostcodeService> | null = null;

  const inject = () =>
    new Promise<PostcodeService>((resolve, reject) => {
      const script = document.createElement('script');
      const fail = (reason: string) => {
        window.clearTimeout(timer);
        script.remove();
        reject(new Error(reason));
      };
      const ready = () => {
        const service = serviceOnWindow();
        if (!service?.Postcode) return fail('the postcode service is missing');
        window.clearTimeout(timer);
        resolve(service as PostcodeService);
      };
      const timer = window.setTimeout(() => fail('the postcode service took too long'), timeoutMs);
      script.src = src;
      script.async = true;
      // The v2 loader may bring the service itself in a second script: `postcode.load` says when.
      script.onload = () => {
        const service = serviceOnWindow();
        if (!service?.Postcode && service?.postcode) service.postcode.load(ready);
        else ready();
      };
      script.onerror = () => fail('the postcode service could not load');
      document.head.append(script);
    });

  return (): Promise<PostcodeService> => {
    const loaded = serviceOnWindow();
    if (loaded?.Postcode) return Promise.resolve(loaded as PostcodeService);
    loading ??= inject().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}

export const loadPostcodeSearch: PostcodeSearchLoader = createPostcodeLoader();
