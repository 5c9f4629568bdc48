import { mediaFile, type DraftKind, type MediaFile } from '@sendero/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authFetch } from '../../../lib/api-client.ts';
import { mediaKey } from './draft-keys.ts';

export interface MediaUpload {
  kind: DraftKind;
  alt: string;
  file: File;
}

/**
 * POST /api/editor/media (bearer, multipart): uploads a picture for a kind of content. The server
 * re-encodes or cleans it and answers the stored file; the same picture again answers the same.
 */
export async function uploadMedia({ kind, alt, file }: MediaUpload): Promise<MediaFile> {
  const body = new FormData();
  body.set('kind', kind);
  body.set('alt', alt);
  body.set('file', file);
  return mediaFile.parse(await authFetch('/api/editor/media', { method: 'POST', body }));
}

export function useUploadMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadMedia,
    // The kind's pictures now include it (last, as the server lists uploads after the artwork).
    onSuccess: (uploaded, { kind }) =>
      queryClient.setQueryData<MediaFile[]>(mediaKey(kind), (files) =>
        files ? [...files.filter((media) => media.file !== uploaded.file), uploaded] : files,
      ),
  });
}
