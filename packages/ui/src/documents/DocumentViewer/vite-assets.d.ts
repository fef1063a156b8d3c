// Vite's asset imports (the pdf.js worker is served as a file of the build, never a CDN).
declare module '*?url' {
  const url: string;
  export default url;
}
declare module '*?inline' {
  const dataUrl: string;
  export default dataUrl;
}
