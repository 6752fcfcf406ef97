/** The content desk: each kind's items (staff see drafts, scheduled, live and taken down), its writes, image upload. */
import {
  staffContentPaths,
  type ContentKind,
  type StaffContentRow,
} from '@partner-portal/contract/content-api';
import { STAFF_DESK_PATHS, type ContentImage } from '@partner-portal/contract/staff-desks-api';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '../../../app/staff-api';

export const contentKeys = {
  all: ['staff', 'content'] as const,
  list: (kind: ContentKind) => [...contentKeys.all, kind] as const,
};

const itemPath = (template: string, id: number) => template.replace(':id', String(id));

export const contentListQueryOptions = (kind: ContentKind) =>
  queryOptions({
    queryKey: contentKeys.list(kind),
    queryFn: ({ signal }) => staffApi.get<StaffContentRow[]>(staffContentPaths(kind).list, { signal }),
  });

export const useContentList = (kind: ContentKind) => useQuery(contentListQueryOptions(kind));

function useContentWrite<I>(kind: ContentKind, write: (input: I) => Promise<StaffContentRow | null>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => queryClient.invalidateQueries({ queryKey: contentKeys.list(kind) }),
  });
}

/** Creates (`id` absent) or updates an item with the kind's fields. */
export const useSaveContent = (kind: ContentKind) =>
  useContentWrite(kind, ({ id, body }: { id?: number; body: object }) => {
    const paths = staffContentPaths(kind);
    const options = { body, showErrors: false };
    return id === undefined
      ? staffApi.post<StaffContentRow>(paths.list, options)
      : staffApi.put<StaffContentRow>(itemPath(paths.item, id), options);
  });

export type ContentAction = 'publish' | 'unpublish' | 'delete';

/** Publishes now, takes down, or deletes one item. */
export const useContentAction = (kind: ContentKind) =>
  useContentWrite(kind, ({ id, action }: { id: number; action: ContentAction }) => {
    const paths = staffContentPaths(kind);
    if (action === 'delete') return staffApi.delete<null>(itemPath(paths.item, id));
    return staffApi.post<StaffContentRow>(itemPath(paths[action], id), {
      body: action === 'publish' ? {} : undefined,
    });
  });

/** An image for the editors, re-encoded by the server; answers its `/uploads/…` address. */
export async function uploadContentImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  const image = await staffApi.upload<ContentImage>('POST', STAFF_DESK_PATHS.contentImages, { form });
  return image.url;
}
