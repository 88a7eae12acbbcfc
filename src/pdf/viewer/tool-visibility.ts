import type { PdfViewerConf } from '../../shared/generated/widget-confs.js';
import type { SignInfo } from '../../shared/signing/wire.js';

/** What a viewer may offer: the pdf-viewer widget's flags (schemas/widgets/pdf-viewer.schema.json), with their defaults. */
export type ViewerFeatures = Required<Omit<PdfViewerConf, 'layout' | 'document'>>;

export const DEFAULT_FEATURES: ViewerFeatures = { readOnly: false, download: true, save: true, signing: true, signAndSave: false, handwritten: true, text: true };

/** The flags set, over the defaults (a flag left out takes its default). */
export const viewerFeatures = (conf: Partial<ViewerFeatures>): ViewerFeatures => {
  const features = { ...DEFAULT_FEATURES };
  for (const key of Object.keys(DEFAULT_FEATURES) as (keyof ViewerFeatures)[]) if (typeof conf[key] === 'boolean') features[key] = conf[key];
  return features;
};

export interface ToolVisibility {
  download: boolean;
  save: boolean;
  /** The signing tools: the sign button and its modal. */
  signing: boolean;
  signBoxTool: boolean;
  /** Asking for signatures: the toolbar's button and its panel. */
  ask: boolean;
  /** Following the document's request (issue 42): the toolbar's "Signatures" and its panel, once its asker's view answers. */
  follow: boolean;
  handwrittenTool: boolean;
  textTool: boolean;
}

/**
 * Spec 001 §2: read-only hides the editing tools and save; download shows when enabled; save when
 * enabled and not read-only; the signing tools only when signing is enabled and the sign info asks
 * for a digital signature; the sign-box tool among them when imgManage is 2 or sign-and-save is off;
 * the handwritten and text tools only when their flags are set. Asking for signatures (issue 42)
 * when the sign info says the reader may (canAsk), in a viewer that may edit and offers signing;
 * following a request in such a viewer when the document has one (the server then says who may).
 */
export function toolVisibility(features: ViewerFeatures, signInfo: SignInfo | undefined): ToolVisibility {
  const editing = !features.readOnly;
  const signing = features.signing && !!signInfo?.requiredDigitalSign;
  return {
    download: features.download,
    save: features.save && editing,
    signing,
    signBoxTool: editing && signing && (signInfo?.imgManage === 2 || !features.signAndSave),
    ask: editing && features.signing && !!signInfo?.canAsk,
    follow: editing && features.signing && !!signInfo?.request,
    handwrittenTool: editing && features.handwritten,
    textTool: editing && features.text,
  };
}
