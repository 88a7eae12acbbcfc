/** Whether a document's file is a PDF, which the viewer shows: by its type, or by its name when the type is unknown. */
export const isPdfFile = (file: { contentType?: string | null; fileName?: string | null }) => file.contentType === 'application/pdf' || /\.pdf$/i.test(file.fileName ?? '');
