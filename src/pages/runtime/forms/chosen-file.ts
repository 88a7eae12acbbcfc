/** The file a document form sends: read as a data URL, from the visitor's disk or the document library. */
export interface ChosenFile {
  name: string;
  size: number;
  dataUrl: string;
  source: 'disk' | 'library';
}

/** The form's name for the chosen file, beside the fields' values. */
export const FILE_VALUE = 'file';
