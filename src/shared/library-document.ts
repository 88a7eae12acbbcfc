/** A document of the library as `api/documentlibrary/documents` answers it (the file's bytes apart). */
export interface LibraryDocument {
  id: number;
  name: string;
  description: string | null;
  category: string | null;
  fileName: string;
  fileContentType: string;
  fileSize: number;
  fileSha256: string;
  createdBy: string;
  createdDate: string;
  lastModifiedBy: string;
  lastModifiedDate: string;
}
