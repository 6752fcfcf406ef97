/**
 * A lead's photo: its address needs the bearer header, which an `<img>` cannot send, so it is
 * fetched as a blob (cached like any answer: the thumbnail and the large view share it) and each
 * image shows it through an object URL of its own, let go when the image leaves the page.
 */
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { env } from '../../../lib/env';
import { authorizedFetch } from '../../../lib/http/authorized-fetch';
import { useHydrated } from '../../../lib/use-hydrated';
import { leadKeys } from './lead-keys';

/** The server names a photo by its path in the partner group (`/authapi/leads/…`) or in full. */
const photoAddress = (url: string) => (url.startsWith('/authapi/') ? `${env.partnerApi}${url}` : url);

async function getPhoto(url: string, signal: AbortSignal): Promise<Blob> {
  const response = await authorizedFetch(photoAddress(url), { signal });
  if (!response.ok) throw new Error(`사진을 불러오지 못했습니다 (${response.status}).`);
  return response.blob();
}

export function useLeadPhoto(url: string) {
  // Not in a page the server renders: a blob is no answer to send along with the page.
  const hydrated = useHydrated();
  return useQuery({
    queryKey: leadKeys.photo(url),
    queryFn: ({ signal }) => getPhoto(url, signal),
    enabled: hydrated,
    // A lead's photos never change.
    staleTime: Infinity,
  });
}

/** A ref for an `<img>` that shows `blob`: the object URL lives as long as the element does. */
export function useBlobSource(blob: Blob | undefined) {
  return useCallback(
    (image: HTMLImageElement | null) => {
      if (!image || !blob) return;
      const source = URL.createObjectURL(blob);
      image.src = source;
      return () => URL.revokeObjectURL(source);
    },
    [blob],
  );
}
