// hls.js ships its light build (no subtitles, alternate audio, DRM: none used here) without its own types.
declare module 'hls.js/light' {
  export { default } from 'hls.js';
}
