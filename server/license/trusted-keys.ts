/**
 * The public key the product trusts for licences (Ed25519, base64url raw bytes). Its private key is
 * kept by the issuer, outside this repository. LICENSE_PUBLIC_KEYS adds more (docs/licence.md).
 */
export const BUILT_IN_LICENSE_KEYS = ['UgBFSFa80svujkv0YXQ7UftgN5gycU2vTYBkeaOpi_w'];

/** The demonstration data's licence, signed by the built-in key, valid until the end of 2126. */
export const DEMO_LICENSE =
  'PL1.eyJsaWNlbnNlZSI6IlBvcnRpY28gZGVtb25zdHJhdGlvbiIsImlzc3VlZCI6IjIwMjYtMTEtMjEiLCJleHBpcmVzIjoiMjEyNi0xMi0zMVQyMzo1OTo1OVoiLCJmZWF0dXJlcyI6WyJkZW1vIl19.voS5NGl7MOY0nIT4vn82rMNs-j8uFjcqsWglWtAxZtTUYD9Lnes7TawwS9zOpAGTkBsU3xytxQAdIdoRTVeWBg';
