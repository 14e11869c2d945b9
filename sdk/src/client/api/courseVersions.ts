import type { PedagogicalProjectReq } from '../../contract';
import { E } from '../../contract/endpoints';
import type { Caller } from './caller';

/** A course's content versions and its pedagogical project (issue 19, NR-01 Annex II). */
export const courseVersionsApi = ({ call }: Caller) => ({
  list: (id: number) => call(E.courseVersions.list, { params: { id } }),
  get: (id: number, version: number) => call(E.courseVersions.get, { params: { id, version } }),
  saveProject: (id: number, body: PedagogicalProjectReq) =>
    call(E.courseVersions.saveProject, { params: { id }, body }),
  /** Multipart: the project's PDF, checked by content on the server. */
  uploadProject: (id: number, file: Blob) => {
    const form = new FormData();
    form.append('file', file, (file as File).name ?? 'projeto.pdf');
    return call(E.courseVersions.uploadProject, { params: { id }, body: form });
  },
  projectFile: (id: number, version: number) => call(E.courseVersions.projectFile, { params: { id, version } }),
});
