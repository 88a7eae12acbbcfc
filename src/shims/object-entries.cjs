// `object.entries` for the browser build (vite.config.ts): every browser the portal supports has
// Object.entries, and the polyfill package brings a dozen helper packages into the first download.
module.exports = Object.entries;
