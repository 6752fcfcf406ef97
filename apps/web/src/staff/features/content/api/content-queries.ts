/** The content desk: each kind's items (staff see drafts, scheduled, live and taken down) and its writes. */
import {
  staffContentPaths,
  type ContentKind,
  type StaffContentRow,
} from '@partner-portal/contract/content-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffApi } from '../../../app/staff-api';
import { staffKeys } from '../../../shared/staff-keys';
import { useStaffWrite } from '../../../shared/use-staff-write';

const contentKeys = staffKeys('content');

const itemPath = (template: string, id: number) => template.replace(':id', String(id));

export const contentListQueryOptions = (kind: ContentKind) =>
  queryOptions({
    queryKey: contentKeys.list(kind),
    queryFn: ({ signal }) => staffApi.get<StaffContentRow[]>(staffContentPaths(kind).list, { signal }),
  });

export const useContentList = (kind: ContentKind) => useQuery(contentListQueryOptions(kind));

/** Creates (`id` absent) or updates an item with the kind's fields. */
export const useSaveContent = (kind: ContentKind) =>
  useStaffWrite(({ id, body }: { id?: number; body: object }) => {
    const paths = staffContentPaths(kind);
    const options = { body, showErrors: false };
    return id === undefined
      ? staffApi.post<StaffContentRow>(paths.list, options)
      : staffApi.put<StaffContentRow>(itemPath(paths.item, id), options);
  }, contentKeys.list(kind));

export type ContentAction = 'publish' | 'unpublish' | 'delete';

/** Publishes now, takes down, or deletes one item. */
export const useContentAction = (kind: ContentKind) =>
  useStaffWrite(({ id, action }: { id: number; action: ContentAction }) => {
    const paths = staffContentPaths(kind);
    if (action === 'delete') return staffApi.delete<null>(itemPath(paths.item, id));
    return staffApi.post<StaffContentRow>(itemPath(paths[action], id), {
      body: action === 'publish' ? {} : undefined,
    });
  }, contentKeys.list(kind));
